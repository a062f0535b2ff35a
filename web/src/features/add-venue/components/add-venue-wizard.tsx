import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ArrowRight, Check, Loader2, Send } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, FormProvider, type Path, type Resolver, set, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { isApiError, messageOf } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { i18n as appI18n } from "@/lib/i18n";
import { useCreateVenue } from "../api/create-venue";
import { defaultVenueFormValues, type FormIssue, type VenueFormValues } from "../lib/form-values";
import { clearDraft, loadDraft, saveDraft } from "../lib/wizard-draft";
import { wizardMessage } from "../lib/wizard-messages";
import {
  firstStepWithIssue,
  STEP_FIELDS,
  STEP_TITLES,
  serverIssues,
  stepOfPath,
  toCreateVenueBody,
  validateStep,
  validateVenueForm,
  WIZARD_STEPS,
  type WizardStep,
} from "../lib/wizard-validation";
import { DetailsStep } from "./details-step";
import { GeneralStep } from "./general-step";
import { PoliciesStep } from "./policies-step";
import { type WizardParts, WizardPartsContext } from "./wizard-parts";

/** Lists whose own message (duplicates, too many) sits on `root`, as react-hook-form expects. */
const FIELD_ARRAYS = new Set(["ground.otherAddOns", "hourly.addOns"]);

function toFieldErrors(issues: FormIssue[]): FieldErrors<VenueFormValues> {
  const errors = {};
  for (const issue of issues) {
    const path = FIELD_ARRAYS.has(issue.path) ? `${issue.path}.root` : issue.path;
    // core's messages in the language on screen when the form is checked.
    set(errors, path, { type: "validate", message: wizardMessage(issue.message, appI18n) });
  }
  return errors;
}

/** Checks the whole form with core's rules; react-hook-form keeps the messages of the fields it asked about. */
const resolver: Resolver<VenueFormValues> = async (values) => {
  const issues = validateVenueForm(values);
  if (issues.length === 0) return { values, errors: {} };
  return { values: {}, errors: toFieldErrors(issues) };
};

const STEP_HINTS: Record<WizardStep, MessageDescriptor> = {
  general: msg`Name, type, address and amenities`,
  details: msg`Prices, add-ons and photos`,
  policies: msg`Policies, payment and review`,
};

/**
 * The add-venue wizard (docs/product/screens.md): General Information, Venue Details, Policies & Submit.
 * Next checks the current tab and moves on only when it is valid; Previous goes back. Submit
 * sends one POST /api/venues with the details; server field errors land on their fields and the
 * wizard opens the tab of the first one.
 */
export function AddVenueWizard({ parts }: { parts: WizardParts }) {
  const navigate = useNavigate();
  const mutation = useCreateVenue();
  const ownerId = useAuth().user?.id ?? 0;
  const [draft] = useState(() => (ownerId ? loadDraft(ownerId) : null));
  const form = useForm<VenueFormValues>({
    defaultValues: draft ?? defaultVenueFormValues(),
    resolver,
    mode: "onTouched",
  });

  // Every change is kept in this browser (a reload or a closed tab loses nothing); Submit clears it.
  useEffect(() => {
    if (!ownerId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!submitted.current) saveDraft(ownerId, form.getValues());
      }, 300);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, ownerId]);

  const startOver = () => {
    clearDraft(ownerId);
    form.reset(defaultVenueFormValues());
    setRestored(false);
    setStep("general");
    setReached(0);
  };
  const [restored, setRestored] = useState(draft !== null);
  const [step, setStep] = useState<WizardStep>("general");
  const [reached, setReached] = useState(0);
  const [imagesBusy, setImagesBusy] = useState(false);
  const [qrBusy, setQrBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusAfterMove = useRef<Path<VenueFormValues> | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const submitted = useRef(false);

  const index = WIZARD_STEPS.indexOf(step);
  const last = index === WIZARD_STEPS.length - 1;
  const { t: tr, i18n } = useLingui();
  const stepNumber = index + 1;
  const stepCount = WIZARD_STEPS.length;

  // Leaving with a half-filled form (reload, closing the tab) asks first, unless the draft is kept.
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (!dirty || ownerId) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submitted.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, ownerId]);

  // A new tab starts at its top with focus on its heading, or on the field a server message is about.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes
  useEffect(() => {
    if (!moved.current) return;
    const field = focusAfterMove.current;
    focusAfterMove.current = null;
    if (field) {
      requestAnimationFrame(() => form.setFocus(field, { shouldSelect: false }));
      return;
    }
    topRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, focusRequest]);

  const goTo = (next: WizardStep) => {
    moved.current = true;
    setStep(next);
    setReached((r) => Math.max(r, WIZARD_STEPS.indexOf(next)));
  };

  /** After a refused Next, the fields with a message check themselves again as they change. */
  const touchIssues = useCallback(
    (target: WizardStep) => {
      for (const issue of validateStep(form.getValues(), target)) {
        const name = issue.path as Path<VenueFormValues>;
        form.setValue(name, form.getValues(name), { shouldTouch: true });
      }
    },
    [form],
  );

  const checkStep = async (target: WizardStep): Promise<boolean> => {
    const ok = await form.trigger(STEP_FIELDS[target] as Path<VenueFormValues>[], { shouldFocus: true });
    if (!ok) touchIssues(target);
    return ok;
  };

  const next = async () => {
    setChecking(true);
    try {
      if (!(await checkStep(step))) return;
      const following = WIZARD_STEPS[index + 1];
      if (following) goTo(following);
    } finally {
      setChecking(false);
    }
  };

  /** A tab can be opened once reached; going forward checks the tabs in between. */
  const openTab = async (target: WizardStep) => {
    const targetIndex = WIZARD_STEPS.indexOf(target);
    if (targetIndex <= index) {
      goTo(target);
      return;
    }
    for (const between of WIZARD_STEPS.slice(index, targetIndex)) {
      if (!(await checkStep(between))) {
        if (between !== step) goTo(between);
        return;
      }
    }
    goTo(target);
  };

  const showServerErrors = (error: unknown, values: VenueFormValues): boolean => {
    const issues = serverIssues(isApiError(error) ? error.errors : undefined, values);
    for (const issue of issues) {
      form.setError(issue.path as Path<VenueFormValues>, {
        type: "server",
        message: wizardMessage(issue.message, appI18n),
      });
    }
    const first = firstStepWithIssue(issues.map((issue) => issue.path));
    if (first) {
      // Open that tab and put the cursor on its first field with a message.
      focusAfterMove.current = (issues.find((issue) => stepOfPath(issue.path) === first)?.path ??
        null) as Path<VenueFormValues> | null;
      goTo(first);
      setFocusRequest((n) => n + 1);
    }
    return issues.length > 0;
  };

  const submit = async () => {
    setChecking(true);
    const ok = await form.trigger();
    setChecking(false);
    const values = form.getValues();
    if (!ok) {
      const first = firstStepWithIssue(validateVenueForm(values).map((issue) => issue.path));
      if (first && first !== step) goTo(first);
      if (first) touchIssues(first);
      return;
    }
    mutation.mutate(toCreateVenueBody(values), {
      onSuccess: () => {
        submitted.current = true;
        clearDraft(ownerId);
        toast({
          title: t`Venue created successfully`,
          description: t`Your listing has been submitted for review`,
          variant: "success",
        });
        navigate("/owner/dashboard");
      },
      onError: (error) => {
        showServerErrors(error, values);
        toast({
          title: t`Failed to create venue`,
          description: messageOf(error, error.message),
          variant: "destructive",
        });
      },
    });
  };

  const waiting = (step === "details" && imagesBusy) || (step === "policies" && qrBusy);
  const stepsWithErrors = new Set(Object.keys(form.formState.errors).map(stepOfPath));

  return (
    <WizardPartsContext.Provider value={parts}>
      <FormProvider {...form}>
        <div ref={topRef} className="scroll-mt-20">
          {restored ? (
            <p
              role="status"
              className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-2.5 text-sm text-brand-900"
            >
              <Trans>Your draft from last time is back, as you left it.</Trans>
              <button type="button" onClick={startOver} className="font-semibold underline underline-offset-2">
                <Trans>Start over</Trans>
              </button>
            </p>
          ) : null}
          <Tabs.Root value={step} onValueChange={(value) => void openTab(value as WizardStep)} activationMode="manual">
            <Tabs.List
              aria-label={tr`Add-venue steps`}
              className="grid grid-cols-3 gap-1.5 rounded-2xl border border-slate-200/80 bg-white p-1.5 shadow-card"
            >
              {WIZARD_STEPS.map((id, i) => {
                const active = id === step;
                const flagged = !active && stepsWithErrors.has(id);
                const done = !flagged && (i < index || (i < reached && i !== index));
                const number = i + 1;
                return (
                  <Tabs.Trigger
                    key={id}
                    value={id}
                    disabled={i > reached}
                    className={cn(
                      "group flex min-w-0 items-center gap-2.5 rounded-xl px-2 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed sm:px-3 sm:py-2.5",
                      active ? "bg-brand-gradient text-white shadow-sm" : "text-slate-700 enabled:hover:bg-slate-50",
                    )}
                  >
                    <span
                      className={cn(
                        "hidden size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold sm:flex",
                        active
                          ? "bg-white/20 text-white ring-1 ring-white/40"
                          : flagged
                            ? "bg-red-600 text-white"
                            : done
                              ? "bg-pitch-700 text-white"
                              : "bg-slate-100 text-slate-500 ring-1 ring-slate-200",
                      )}
                      aria-hidden="true"
                    >
                      {flagged ? "!" : done && !active ? <Check className="size-4" strokeWidth={3} /> : i + 1}
                    </span>
                    <span className="min-w-0">
                      <span
                        className={cn(
                          "block text-[11px] font-semibold tracking-wide uppercase sm:hidden",
                          active ? "text-white/80" : done ? "text-pitch-700" : "text-slate-400",
                        )}
                        aria-hidden="true"
                      >
                        <Trans>Step {number}</Trans>
                      </span>
                      <span className="block text-xs leading-tight font-semibold sm:text-sm">
                        {i18n._(STEP_TITLES[id])}
                      </span>
                      {flagged ? (
                        <span className="sr-only">
                          {" "}
                          <Trans>(has errors)</Trans>
                        </span>
                      ) : null}
                      <span
                        aria-hidden="true"
                        className={cn("hidden truncate text-xs lg:block", active ? "text-white/80" : "text-slate-500")}
                      >
                        {i18n._(STEP_HINTS[id])}
                      </span>
                    </span>
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>

            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (last) void submit();
                else void next();
              }}
              className="mt-5"
            >
              {WIZARD_STEPS.map((id) => (
                <Tabs.Content key={id} value={id} className="focus-visible:outline-none">
                  <Card className="overflow-visible">
                    <div className="border-b border-slate-100 px-5 pt-5 pb-4 sm:px-7">
                      <p className="text-xs font-semibold tracking-wide text-pitch-700 uppercase">
                        <Trans>
                          Step {stepNumber} of {stepCount}
                        </Trans>
                      </p>
                      <h2
                        ref={headingRef}
                        tabIndex={-1}
                        className="mt-0.5 text-xl font-bold text-slate-900 focus:outline-none"
                      >
                        {i18n._(STEP_TITLES[id])}
                      </h2>
                    </div>
                    {id === "general" ? <GeneralStep /> : null}
                    {id === "details" ? <DetailsStep onImagesBusy={setImagesBusy} /> : null}
                    {id === "policies" ? <PoliciesStep onEdit={(target) => goTo(target)} onQrBusy={setQrBusy} /> : null}
                  </Card>
                </Tabs.Content>
              ))}

              <div className="sticky bottom-0 z-20 -mx-4 mt-5 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:border-slate-200/80 sm:px-5 sm:shadow-card">
                <div className="flex items-center justify-between gap-3">
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => goTo(WIZARD_STEPS[index - 1] as WizardStep)}
                      disabled={mutation.isPending}
                    >
                      <ArrowLeft aria-hidden="true" />
                      <Trans>Previous</Trans>
                    </Button>
                  ) : (
                    <p className="hidden text-sm text-slate-500 sm:block">
                      <Trans>All fields are required unless marked optional.</Trans>
                    </p>
                  )}
                  <div className="ml-auto flex items-center gap-3">
                    {waiting ? (
                      <span className="hidden items-center gap-1.5 text-sm text-slate-500 sm:flex" role="status">
                        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                        <Trans>Waiting for uploads…</Trans>
                      </span>
                    ) : null}
                    {last ? (
                      <Button type="submit" loading={mutation.isPending || checking} disabled={waiting}>
                        {mutation.isPending || checking ? null : <Send aria-hidden="true" />}
                        <Trans>Submit for review</Trans>
                      </Button>
                    ) : (
                      <Button type="submit" disabled={waiting || checking}>
                        <Trans>Next</Trans>
                        <ArrowRight aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </div>
              </div>
            </form>
          </Tabs.Root>
        </div>
      </FormProvider>
    </WizardPartsContext.Provider>
  );
}
