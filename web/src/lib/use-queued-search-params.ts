// useSearchParams whose functional updates chain like React's setState. react-router hands every
// updater the params of the last render, and its navigations render in a transition, so two
// quick changes (a filter cleared, then another chosen) would lose the first: here each updater
// starts from what the previous one wrote.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsUpdate = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

export function useQueuedSearchParams(): [URLSearchParams, SearchParamsUpdate] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A navigation from elsewhere (Back, a link) becomes the base of the next change.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback<SearchParamsUpdate>(
    (change, options) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
