import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useRef,
  useState,
} from "react";

/**
 * Tabs on the WAI-ARIA tabs pattern: a tablist of buttons with `aria-selected` and `aria-controls`,
 * one tab in the tab order (roving tabindex); Left and Right move between tabs and show them, wrapping,
 * Home and End go to the first and last. Every panel is rendered on the server and the inactive ones
 * are `hidden`, so search engines and find-in-page see all of the content. Without scripts (no
 * JavaScript, or WordPress's Preview) the tabs cannot switch, so app.css shows every panel instead and
 * no tab list.
 *
 * Our own rather than Radix's Tabs: the pages with tabs would otherwise carry about 9 KB of Radix
 * (collection, roving focus, presence) for one piece of state.
 */
interface TabsState {
  baseId: string;
  value: string;
  select(value: string): void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

export interface TabsProps {
  /** The shown tab, when the parent keeps it; with `onValueChange`. */
  value?: string;
  /** The tab shown first, when the tabs keep their own state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, defaultValue = "", onValueChange, className = "", children }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className = "", children, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  const { select } = useTabs();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    target.focus();
    select(target.dataset.value ?? "");
  }

  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={`flex gap-1 overflow-x-auto rounded-lg bg-concrete-100 p-1 ${className}`}
      {...props}
    >
      {children}
    </div>
  );
}

/** A tab or its panel: the value that pairs them. */
interface TabPartProps {
  value: string;
  className?: string;
  children: ReactNode;
}

/** The ids and state one tab and its panel share. */
function useTab(value: string) {
  const { baseId, value: current, select } = useTabs();
  return {
    active: value === current,
    tabId: `${baseId}-tab-${value}`,
    panelId: `${baseId}-panel-${value}`,
    select: () => select(value),
  };
}

export function TabsTrigger({ value, className = "", children }: TabPartProps) {
  const { active, tabId, panelId, select } = useTab(value);
  return (
    <button
      type="button"
      role="tab"
      id={tabId}
      aria-selected={active}
      aria-controls={panelId}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-value={value}
      onClick={select}
      className={`flex-1 whitespace-nowrap rounded-md px-3 py-2.5 text-sm font-semibold text-concrete-700 transition-colors hover:bg-white/70 hover:text-concrete-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:px-4 sm:text-base ${className}`}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className = "", children }: TabPartProps) {
  const { active, tabId, panelId } = useTab(value);
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts the panel in the tab order, so Tab leads from the tab into its content
      tabIndex={0}
      hidden={!active}
      data-state={active ? "active" : "inactive"}
      className={`mt-6 rounded-lg ${className}`}
    >
      {children}
    </div>
  );
}
