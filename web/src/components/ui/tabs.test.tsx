// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsLinkTrigger, TabsList } from "./tabs";

/** Dashboard tabs can be linked to (issue 46): each is a link to its own `?tab=`, and a click still switches it. */
function Where() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function Dashboard() {
  const [tab, setTab] = useState("bookings");
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Dashboard sections">
        <TabsLinkTrigger value="bookings" to="?">
          Bookings
        </TabsLinkTrigger>
        <TabsLinkTrigger value="payouts" to="?tab=payouts">
          Payouts
        </TabsLinkTrigger>
      </TabsList>
      <TabsContent value="bookings">The bookings</TabsContent>
      <TabsContent value="payouts">The payouts</TabsContent>
    </Tabs>
  );
}

afterEach(cleanup);

describe("a tab that is a link", () => {
  it("is a tab with its own address, and a click opens it", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/owner/dashboard"]}>
        <Dashboard />
        <Where />
      </MemoryRouter>,
    );
    const payouts = screen.getByRole("tab", { name: "Payouts" });
    expect(payouts.tagName).toBe("A");
    expect(payouts.getAttribute("href")).toBe("/owner/dashboard?tab=payouts");
    await user.click(payouts);
    expect(screen.getByRole("tabpanel").textContent).toBe("The payouts");
    expect(screen.getByLabelText("address").textContent).toBe("?tab=payouts");
  });
});
