import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../utils/class-names';

export interface TabItem<Id extends string = string> {
  readonly id: Id;
  readonly label: ReactNode;
  /** A count or a badge after the label ("To Pay 2"). */
  readonly adornment?: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  /** Accessible name of the tab list ("Order status"). */
  readonly label: string;
  readonly tabs: readonly TabItem<Id>[];
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  /** The panel of the selected tab (one panel: tabs usually filter the same list). */
  readonly children?: ReactNode;
  readonly className?: string;
}

function isRightToLeft(element: HTMLElement): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order (roving
 * tabindex), arrows move and select (mirrored in right-to-left), Home/End jump to the ends. The
 * list scrolls sideways on narrow screens (nine order tabs do not fit a phone).
 */
export function Tabs<Id extends string = string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: TabsProps<Id>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = listRef.current ? isRightToLeft(listRef.current) : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.id))}`)?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                '-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500',
                // The selected tab is bold and underlined, not only green.
                isSelected
                  ? 'border-primary-600 font-semibold text-primary-700'
                  : 'border-transparent text-neutral-600 hover:text-neutral-900',
              )}
            >
              {tab.label}
              {/* The space keeps "To Pay 2" one phrase for screen readers, not "To Pay2". */}
              {tab.adornment !== undefined && <> {tab.adornment}</>}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-4 outline-none focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        {children}
      </div>
    </div>
  );
}
