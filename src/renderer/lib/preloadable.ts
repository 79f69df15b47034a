import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };

/** A lazily loaded component whose chunk can be fetched ahead of its first render. */
export type Preloadable<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk (once; again after a failure); resolves when it is in. */
  preload(): Promise<void>;
};

/**
 * React.lazy that renders at once when its chunk is already in. A plain lazy component suspends on
 * its first render even when its chunk has long loaded (its promise settles a tick later), so the
 * nearest Suspense boundary commits its fallback first, and React then holds the content back for
 * its fallback throttle (300 ms): on a phone, that wait sits right in the first screen's largest
 * paint. Once `preload()` has finished, the component's loader answers with a thenable that calls
 * back at once, which React.lazy reads as already resolved: no fallback, no wait.
 */
export function preloadable<P extends object>(load: () => Promise<Module<ComponentType<P>>>): Preloadable<P> {
  let loaded: Module<ComponentType<P>> | undefined;
  let loading: Promise<Module<ComponentType<P>>> | undefined;
  const fetchChunk = (): Promise<Module<ComponentType<P>>> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => (loaded ? settled(loaded) : fetchChunk()));
  return Object.assign(component, { preload: () => fetchChunk().then(() => undefined) });
}

/**
 * A thenable already fulfilled with `value`, whose `then` calls back synchronously (a Promise
 * would call back only in a later microtask). React.lazy types its loader as a Promise and only
 * ever calls `then` on it.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (resolved: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
