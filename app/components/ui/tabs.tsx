import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * Radix Tabs, styled. Arrow keys move between tabs, Home/End jump to the ends.
 * Every panel is rendered on the server (forceMount) and the inactive ones are
 * hidden with CSS, so search engines and find-in-page see all of the content.
 */
export function Tabs({ className = "", ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={className} {...props} />;
}

export function TabsList({ className = "", ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={`flex gap-1 overflow-x-auto rounded-lg bg-concrete-100 p-1 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = "", ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`flex-1 whitespace-nowrap rounded-md px-3 py-2.5 text-sm font-semibold text-concrete-700 transition-colors hover:bg-white/70 hover:text-concrete-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:px-4 sm:text-base ${className}`}
      {...props}
    />
  );
}

export function TabsContent({
  className = "",
  ...props
}: Omit<ComponentProps<typeof RadixTabs.Content>, "forceMount">) {
  return (
    <RadixTabs.Content
      forceMount
      className={`mt-6 rounded-lg data-[state=inactive]:hidden ${className}`}
      {...props}
    />
  );
}
