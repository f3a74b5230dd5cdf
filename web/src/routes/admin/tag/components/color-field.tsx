import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as a picker and as text (#rrggbb), so it can be typed or pasted as well as picked. */
export function ColorField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {t('adminConfig.tag.color')}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          className="h-9 w-12 cursor-pointer rounded border border-slate-300"
          aria-label={t('adminConfig.tag.pickColor')}
          value={HEX.test(value) ? value : '#409eff'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className="input w-32"
          value={value}
          maxLength={7}
          placeholder="#409EFF"
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
    </div>
  );
}
