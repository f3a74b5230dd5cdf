import type { ButtonHTMLAttributes } from 'react';

interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Red, for deleting. */
  danger?: boolean;
}

/** A button that reads as a link, for actions that sit among links. */
export function LinkButton({ danger, className, ...button }: LinkButtonProps) {
  const tone = danger ? 'text-red-700 hover:underline' : 'text-blue-700 hover:underline';
  return <button type="button" className={className ? `${className} ${tone}` : tone} {...button} />;
}
