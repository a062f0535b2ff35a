import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { RotateCcw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { type AdminJob, useDeadJobs } from "../api/get-dead-jobs";
import { useRetryJob } from "../api/retry-job";

/** What a job kind is, in words an admin knows; unknown kinds show as they are. */
const KIND_TEXT: Record<string, MessageDescriptor> = { refund: msg`Refund` };

/** One dead job: what it is, how often it was tried, its last error, and Retry. */
export function DeadJobRow({
  job,
  onRetry,
  retrying,
}: {
  job: AdminJob;
  onRetry: (id: number) => void;
  retrying: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const kindText = KIND_TEXT[job.kind];
  const kind = kindText ? i18n._(kindText) : job.kind;
  const attempts = job.attempts;
  const stopped = job.diedAt ? format.timeAndDate(job.diedAt) : null;
  const id = job.id;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {kind}
          {job.payloadSummary ? (
            <span className="ml-2 font-mono text-xs text-slate-500">{job.payloadSummary}</span>
          ) : null}
        </p>
        <p className="text-xs text-slate-600">
          {stopped ? (
            <Trans>
              <Plural value={attempts} one="# try" other="# tries" /> · stopped {stopped}
            </Trans>
          ) : (
            <Plural value={attempts} one="# try" other="# tries" />
          )}
        </p>
        {job.lastError ? (
          <p className="mt-0.5 break-words text-xs text-red-700" title={job.lastError}>
            {job.lastError}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={retrying}
        onClick={() => onRetry(job.id)}
        aria-label={t`Retry ${kind} job ${id}`}
      >
        <RotateCcw aria-hidden="true" />
        <Trans>Retry</Trans>
      </Button>
    </li>
  );
}

/**
 * Background jobs that stopped retrying (docs/decisions/011-job-queue.md): each needs a person.
 * Nothing is shown while there are none, so the tab stays about its own subject.
 */
export function DeadJobsPanel() {
  const { t } = useLingui();
  const list = useDeadJobs();
  const retry = useRetryJob();
  const jobs = list.data?.jobs ?? [];

  if (list.isPending) return <ListSkeleton label={t`Loading stopped jobs`} rows={2} />;
  if (list.isError && !list.data) {
    return <LoadError message={t`An error occurred while loading stopped jobs`} onRetry={() => void list.refetch()} />;
  }
  if (jobs.length === 0) return null;

  const onRetry = (id: number) =>
    retry.mutate(id, {
      onSuccess: () =>
        toast({ title: t`Job queued again`, description: t`It runs within a few seconds.`, variant: "success" }),
      onError: (failure) =>
        toast({
          title: t`Retry failed`,
          description: messageOf(failure, t`There was an error retrying the job`),
          variant: "destructive",
        }),
    });

  return (
    <section aria-labelledby="dead-jobs-heading" className="space-y-3">
      <div>
        <h3 id="dead-jobs-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Trans>Stopped retrying</Trans>
          <Badge tone="red">{jobs.length}</Badge>
        </h3>
        <p className="text-sm text-slate-500">
          <Trans>These jobs used up their tries. Fix the cause (the provider's answer is below), then retry.</Trans>
        </p>
      </div>
      <Card className="overflow-hidden">
        <ul className="divide-y divide-slate-100" aria-label={t`Jobs that stopped retrying`}>
          {jobs.map((job) => (
            <DeadJobRow
              key={job.id}
              job={job}
              onRetry={onRetry}
              retrying={retry.isPending && retry.variables === job.id}
            />
          ))}
        </ul>
      </Card>
    </section>
  );
}
