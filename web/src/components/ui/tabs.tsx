/** Plain tab strip for the problem page; keeps Headless UI out of that page's first load. */
import type { ReactNode } from 'react';

interface TabStripProps {
  tabs: { label: ReactNode; testId?: string }[];
  selected: number;
  onSelect: (index: number) => void;
  size?: 'md' | 'sm';
}

export function TabStrip({ tabs, selected, onSelect, size = 'md' }: TabStripProps) {
  const pad = size === 'md' ? 'px-3 py-2' : 'px-3 py-1.5';
  return (
    <div role="tablist" className="flex flex-wrap gap-1">
      {tabs.map((tab, index) => (
        <button
          key={index}
          type="button"
          role="tab"
          aria-selected={index === selected}
          data-testid={tab.testId}
          onClick={() => onSelect(index)}
          className={`border-b-2 text-sm ${pad} ${index === selected ? 'border-blue-600 font-semibold text-blue-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
