import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

export type LazyPage<M extends PageModule = PageModule> = LazyExoticComponent<ComponentType> & {
  /** Fetches the page's code; once it has arrived, the page renders without suspending. */
  preload: () => Promise<M>;
};

/**
 * A page whose code is its own chunk, loaded when first shown (React.lazy), or ahead of time with
 * preload(). main.tsx preloads the first page before hydrating a prerendered one: a page still
 * loading when the shell's first update arrives (the session check) is drawn again from scratch,
 * which throws its prerendered HTML away and repaints the screen.
 */
export function lazyPage<M extends PageModule>(load: () => Promise<M>): LazyPage<M> {
  let loaded: M | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // A thenable that has already resolved lets React.lazy render the page in the same pass.
  const alreadyLoaded = (module: PageModule) =>
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a resolved thenable at once.
    ({ then: (resolve: (m: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? alreadyLoaded(loaded) : preload())),
    { preload },
  );
}
