import type { Review } from "@crease/core/reviews";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Info, MessageSquareQuote } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useReviews } from "@/features/venues";
import { deferredComponent } from "@/lib/deferred-component";
import { useFormat } from "@/lib/format";
import { useReviewEligibility } from "../api/get-review-eligibility";
import { StarRating } from "./star-rating";

// Only a player who has played here sees the form, and only once the eligibility answer is in:
// its code (react-hook-form, the review schema and zod) downloads then, not with the venue page.
const ReviewForm = deferredComponent(() => import("./review-form").then((module) => module.ReviewForm));

interface ReviewsPanelProps {
  venueId: number;
  venueName: string;
  /** The venue's average rating (numeric string, "0.00" without ratings) and count. */
  avgRating: string;
  reviewCount: number;
}

/** The Reviews tab: rating summary, the review form for eligible players, and the reviews, newest first. */
export function ReviewsPanel({ venueId, venueName, avgRating, reviewCount }: ReviewsPanelProps) {
  const { t } = useLingui();
  const reviews = useReviews(venueId);
  const eligibility = useReviewEligibility(venueId);
  const rating = Number(avgRating);
  const rated = Number.isFinite(rating) && rating > 0;

  return (
    <section
      aria-labelledby="reviews-heading"
      className="space-y-6 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Reviews</Trans>
          </h2>
          <div className="mt-2 flex items-center gap-3">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{rated ? rating.toFixed(1) : "–"}</span>
            <div>
              <StarRating value={rating} size="lg" />
              <p className="text-sm text-slate-600">
                <Plural value={reviewCount} one="# review" other="# reviews" />
              </p>
            </div>
          </div>
        </div>
        {reviews.data && reviews.data.length > 0 ? <Distribution reviews={reviews.data} /> : null}
      </div>

      {eligibility.data?.canReview ? (
        <ReviewForm venueId={venueId} venueName={venueName} bookingId={eligibility.data.bookingId} />
      ) : eligibility.data?.reason ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {eligibility.data.reason}
        </p>
      ) : null}

      {reviews.isPending ? (
        <div role="status" aria-label={t`Loading reviews`} className="space-y-5">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : reviews.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <span>
            <Trans>We couldn't load the reviews.</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : reviews.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-200 px-6 py-10 text-center">
          <MessageSquareQuote className="size-8 text-slate-300" aria-hidden="true" />
          <p className="mt-2 font-medium text-slate-700">
            <Trans>No reviews yet for this venue.</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-500">
            <Trans>Players who book and play here can leave the first one.</Trans>
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t`Reviews, newest first`}>
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "A";
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useLingui();
  const format = useFormat();
  const author = review.user?.fullName?.trim() || t`Anonymous`;
  return (
    <li className="flex gap-3 py-5 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {initials(author)}
      </span>
      <article className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{author}</h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
          <StarRating value={review.rating} />
          <span aria-hidden="true">·</span>
          <time dateTime={review.createdAt}>{format.instant(review.createdAt, "day-long-month-year")}</time>
        </p>
        {review.comment ? (
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">{review.comment}</p>
        ) : null}
      </article>
    </li>
  );
}

function Distribution({ reviews }: { reviews: Review[] }) {
  const { t } = useLingui();
  const total = reviews.length;
  return (
    <dl className="w-full max-w-64 space-y-1" aria-label={t`Ratings breakdown`}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = reviews.filter((r) => r.rating === stars).length;
        return (
          <div key={stars} className="flex items-center gap-2 text-xs">
            <dt className="w-10 shrink-0 text-slate-600">
              <Trans>{stars} star</Trans>
            </dt>
            <dd className="flex flex-1 items-center gap-2">
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${total ? (count / total) * 100 : 0}%` }}
                />
              </span>
              <span className="w-5 text-right text-slate-500 tabular-nums">{count}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
