import type { ReactNode } from 'react';

interface TitledCardProps {
  title: ReactNode;
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  /** "h2" when omitted; the card that is a whole page has the "h1". */
  level?: 'h1' | 'h2';
  /** Classes of the heading; "mb-2 font-semibold" when omitted. */
  titleClassName?: string;
  /** Classes of the section; "card p-4" when omitted. */
  className?: string;
  children: ReactNode;
}

/** A card section named by its heading. */
export function TitledCard({
  title,
  titleId,
  level: Heading = 'h2',
  titleClassName = 'mb-2 font-semibold',
  className = 'card p-4',
  children,
}: TitledCardProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
