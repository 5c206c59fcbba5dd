import type { ComponentChildren } from 'preact';
import { useT } from '../lib/i18n';
import type { Paged } from '../lib/paged';
import { ErrorBox, Spinner } from './status';

/** The rows of a paged list, then a "Load more" button while the API has more; the loading and error states as everywhere. */
export function PagedView<T>({ paged, children }: { paged: Paged<T>; children: (items: T[]) => ComponentChildren }) {
  const t = useT();
  if (paged.state === 'loading') return <Spinner />;
  if (paged.state === 'error') return <ErrorBox error={paged.error!} retry={paged.reload} />;
  return (
    <>
      {children(paged.items)}
      {paged.error && <ErrorBox error={paged.error} retry={paged.more} />}
      {paged.hasMore && (
        <p>
          <button type="button" onClick={paged.more} disabled={paged.loadingMore}>
            {paged.loadingMore ? t('loading') : t('more')}
          </button>
        </p>
      )}
    </>
  );
}
