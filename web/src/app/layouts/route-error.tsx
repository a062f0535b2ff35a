import { Trans } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface BoundaryProps {
  /** The current location's key: a new navigation clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  locationKey: string;
}

/** Shows {@link RouteError} instead of the page when a screen fails to load or render, until the next navigation. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, hasError: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: undefined, hasError: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shown when a screen fails to load or render (a stale bundle after a deploy, say). */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md rounded-3xl border border-slate-200 bg-white p-10 text-center shadow-card">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-3 text-slate-600">
          <Trans>
            This page could not be shown. Reloading usually fixes it; if it doesn't, please try again in a minute.
          </Trans>
        </p>
        {detail ? <p className="mt-3 text-xs break-words text-slate-500">{detail}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            <Trans>Reload</Trans>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/" reloadDocument>
              <Trans>Back to home</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
