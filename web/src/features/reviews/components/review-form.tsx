import { REVIEW_COMMENT_MAX, reviewSchema } from "@crease/core/reviews";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { fieldControlClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCreateReview } from "../api/create-review";

const RATING_WORDS: (MessageDescriptor | null)[] = [
  null,
  msg`Poor`,
  msg`Fair`,
  msg`Good`,
  msg`Very good`,
  msg`Excellent`,
];
/** core's reviewSchema says a comment is too long in English (its server twin says it in the visitor's language). */
const COMMENT_TOO_LONG = `Keep the comment under ${REVIEW_COMMENT_MAX} characters`;

interface ReviewFormProps {
  venueId: number;
  venueName: string;
  /** The completed booking the review is for (from the eligibility answer). */
  bookingId: number | null;
}

/** 1 to 5 stars and an optional comment of up to 1000 characters, for a player who has played here. */
export function ReviewForm({ venueId, venueName, bookingId }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const mutation = useCreateReview(venueId);
  const [hovered, setHovered] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, comment: "" },
  });
  const { field: ratingField } = useController({ name: "rating", control });
  const rating = Number(ratingField.value) || 0;
  const comment = watch("comment") ?? "";
  const shown = hovered || rating;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { rating: values.rating, comment: values.comment, bookingId: bookingId ?? undefined },
      {
        onSuccess: () => {
          reset();
          toast({ title: t`Review posted`, description: t`Thanks for sharing your experience.`, variant: "success" });
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ["rating", "comment"])) return;
          toast({
            title: t`Could not post review`,
            description: messageOf(error, t`Please try again.`),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-5 sm:p-6"
    >
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>How was your game at {venueName}?</Trans>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        <Trans>Your review helps other players pick the right venue.</Trans>
      </p>

      <fieldset className="mt-4" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Your rating</Trans>
        </legend>
        <div className="mt-1.5 flex items-center gap-3">
          <div className="flex">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                onMouseEnter={() => setHovered(n)}
                onMouseLeave={() => setHovered(0)}
                className="relative cursor-pointer rounded-md p-0.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600"
              >
                <input
                  ref={n === 1 ? ratingField.ref : undefined}
                  type="radio"
                  name={ratingField.name}
                  value={n}
                  checked={rating === n}
                  onChange={() => ratingField.onChange(n)}
                  onBlur={ratingField.onBlur}
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                  aria-label={plural(n, { one: "# star", other: "# stars" })}
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-8 transition-transform hover:scale-110",
                    n <= shown ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-300",
                  )}
                />
              </label>
            ))}
          </div>
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {RATING_WORDS[shown] ? i18n._(RATING_WORDS[shown]) : ""}
          </span>
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-red-600" role="alert">
            <Trans>Please choose from 1 to 5 stars</Trans>
          </p>
        ) : null}
      </fieldset>

      <div className="mt-4 space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={`${id}-comment`}>
            <Trans>Comment (optional)</Trans>
          </Label>
          <span className="text-xs text-slate-500 tabular-nums" aria-live="polite">
            {comment.length}/{REVIEW_COMMENT_MAX}
          </span>
        </div>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t`The pitch, the outfield, the facilities, the staff…`}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
          className={cn(fieldControlClasses, "resize-y py-2.5")}
          {...register("comment")}
        />
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="text-sm font-medium text-red-600" role="alert">
            {errors.comment.message === COMMENT_TOO_LONG
              ? t`Keep the comment under ${REVIEW_COMMENT_MAX} characters`
              : errors.comment.message}
          </p>
        ) : null}
      </div>

      <Button type="submit" className="mt-4" loading={mutation.isPending}>
        {mutation.isPending ? t`Posting…` : t`Post review`}
      </Button>
    </form>
  );
}
