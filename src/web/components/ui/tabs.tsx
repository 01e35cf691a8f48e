import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, useCallback, useEffect, useRef } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * `min-w-0`: as a grid or flex item the tabs may be narrower than their one row of tabs, which
 * then scrolls (TabsList) instead of widening the page.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('min-w-0', className)} {...props} />;
}

/** Scrolls the list sideways (only) so its active tab is in view. */
function revealActiveTab(list: HTMLElement) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active) return;
  const box = active.getBoundingClientRect();
  const view = list.getBoundingClientRect();
  // Whole pixels past the edge, so a tab of a fractional width is never cut by a sliver.
  if (box.left < view.left) list.scrollLeft -= Math.ceil(view.left - box.left);
  else if (box.right > view.right) list.scrollLeft += Math.ceil(box.right - view.right);
}

/**
 * The tab bar: one row that scrolls sideways when it is wider than the screen (docs/rules.md#promises-kept:
 * tab bars on a phone scroll rather than wrap), keeping the active tab in view when it changes.
 * Arrow keys move along it (Radix), and the browser scrolls a focused tab into view.
 */
export function TabsList({ className, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const list = useRef<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      list.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useEffect(() => {
    const node = list.current;
    if (!node) return;
    revealActiveTab(node);
    const observer = new MutationObserver(() => revealActiveTab(node));
    observer.observe(node, { subtree: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return (
    <TabsPrimitive.List
      ref={setRefs}
      className={cn(
        'relative inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-muted p-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-bold whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-5', className)} {...props} />;
}
