import { useEffect } from 'react';
import { useWhitelabelQuery } from '../api';

/** The tab shows the merchant's brand name. */
export function DocumentTitle() {
  const { data } = useWhitelabelQuery();
  useEffect(() => {
    if (data?.name) document.title = data.name;
  }, [data?.name]);
  return null;
}
