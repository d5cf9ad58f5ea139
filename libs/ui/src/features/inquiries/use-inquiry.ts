import { useListCanceledInquiriesQuery, useListInquiriesQuery } from '@storefront/api';
import { PAGE_LIMIT_MAX } from '@storefront/contract';

/**
 * One submission by its number. The contract has no "get one submission" call (decision 122):
 * the number is looked up with the list's search, and a canceled submission — which has a list
 * of its own (SPEC §7) — in that list's first hundred. Only an exact number counts.
 */
export function useInquiry(submissionNumber: string) {
  const active = useListInquiriesQuery({
    query: { search: submissionNumber, limit: PAGE_LIMIT_MAX },
  });
  const fromActive = active.data?.items.find(
    (inquiry) => inquiry.submission_number === submissionNumber,
  );
  const lookInCanceled = active.isSuccess && fromActive === undefined;
  const canceled = useListCanceledInquiriesQuery(
    { query: { page: 1, limit: PAGE_LIMIT_MAX } },
    { skip: !lookInCanceled },
  );
  const fromCanceled = canceled.data?.items.find(
    (inquiry) => inquiry.submission_number === submissionNumber,
  );
  const inquiry = fromActive ?? (lookInCanceled ? fromCanceled : undefined);
  const error = active.error ?? (lookInCanceled ? canceled.error : undefined);
  const loading =
    active.isLoading || (lookInCanceled && (canceled.isUninitialized || canceled.isLoading));
  return {
    inquiry,
    error,
    loading,
    notFound: !loading && !error && inquiry === undefined,
    refetch: () => {
      void active.refetch();
      if (lookInCanceled) void canceled.refetch();
    },
  };
}
