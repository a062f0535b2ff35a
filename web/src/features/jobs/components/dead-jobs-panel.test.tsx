// @vitest-environment happy-dom
import type { AdminJob } from "@crease/core/contracts/jobs";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DeadJobRow } from "./dead-jobs-panel";

afterEach(cleanup);

const job: AdminJob = {
  id: 41,
  kind: "refund",
  status: "dead",
  attempts: 48,
  lastError: "Razorpay could not be reached: connect ETIMEDOUT",
  payloadSummary: "refundId=7",
  runAt: "2026-11-25T10:00:00.000Z",
  diedAt: "2026-11-25T10:00:00.000Z",
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("a job that stopped retrying", () => {
  it("shows what it is, its tries and last error, and retries it by its id", () => {
    const retried: number[] = [];
    render(
      <ul>
        <DeadJobRow job={job} onRetry={(id) => retried.push(id)} retrying={false} />
      </ul>,
    );
    expect(screen.getByText("Refund")).toBeTruthy();
    expect(screen.getByText("refundId=7")).toBeTruthy();
    expect(screen.getByText(/^48 tries · stopped/)).toBeTruthy();
    expect(screen.getByText("Razorpay could not be reached: connect ETIMEDOUT")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry Refund job 41" }));
    expect(retried).toEqual([41]);
  });

  it("cannot be retried twice while its retry is on its way", () => {
    render(
      <ul>
        <DeadJobRow job={job} onRetry={() => {}} retrying />
      </ul>,
    );
    expect(screen.getByRole("button", { name: "Retry Refund job 41" }).hasAttribute("disabled")).toBe(true);
  });
});
