import { useEffect } from 'react';

const BRAND = 'PageTranslate';

/** Sets the browser tab title to "<title> | PageTranslate". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
