// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { showLanguage, useWords } from "@/lib/i18n";
import { DEFAULT_CANCELLATION_RULES, DEFAULT_RESCHEDULING_RULES, usePolicyWords } from "@/lib/i18n/platform-policies";
import { AddOnList } from "./add-on-list";

/**
 * Issue 46: the texts the platform writes into a venue (the standard add-ons, the prefilled
 * policies, the known cities) read in Hindi on a Hindi screen; what an owner typed stays as typed.
 */
// The policies are words of their own part (loaded with the venue page, compare and the wizard).
beforeEach(async () => {
  await act(() => showLanguage("hi", ["policies"]));
});
afterEach(async () => {
  cleanup();
  await act(() => showLanguage("en"));
});

function Said({ texts }: { texts: { addOn?: string; policy?: string; city?: string; amenity?: string }[] }) {
  const words = useWords();
  const policy = usePolicyWords();
  return (
    <ul>
      {texts.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list.
        <li key={index}>
          {text.addOn !== undefined ? words.addOn(text.addOn) : null}
          {text.policy !== undefined ? policy(text.policy) : null}
          {text.city !== undefined ? words.city(text.city) : null}
          {text.amenity !== undefined ? words.amenity(text.amenity) : null}
        </li>
      ))}
    </ul>
  );
}

const lines = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("the platform's texts in Hindi", () => {
  it("a venue's standard add-ons are in Hindi at checkout's choice; an owner's own add-on as written", () => {
    render(
      <AddOnList
        addOns={[
          { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
          { key: "redBalls", name: "Red Balls", price: "500.00" },
          { key: "whiteBalls", name: "White Balls", price: "500.00" },
          { key: "custom-1", name: "Drinks crate", price: "300.00" },
        ]}
        selected={[]}
        onToggle={() => undefined}
      />,
    );
    expect(screen.getByText("अंपायर सर्विस")).toBeTruthy();
    expect(screen.getByText("रेड बॉल")).toBeTruthy();
    expect(screen.getByText("Drinks crate")).toBeTruthy();
    expect(screen.queryByText("Umpire Service")).toBeNull();
    expect(document.body.textContent).not.toMatch(/Red Balls|White Balls/);
  });

  it("the prefilled policies, amenities and known cities in Hindi; an owner's own words and other places as written", () => {
    render(
      <Said
        texts={[
          { policy: DEFAULT_CANCELLATION_RULES },
          { policy: DEFAULT_RESCHEDULING_RULES },
          { policy: "No refunds after 6 PM." },
          { amenity: "Floodlights" },
          { city: "Pune" },
          { city: "Bengaluru" },
          { city: "Gurugram" },
          { city: "Nashik" },
        ]}
      />,
    );
    const [cancellation, rescheduling, ownPolicy, amenity, pune, bengaluru, gurugram, other] = lines();
    expect(cancellation).toBe(
      "स्लॉट शुरू होने से 24 घंटे पहले तक कैंसलेशन मुफ़्त है: पूरी रकम रिफ़ंड होती है। 24 घंटे के अंदर कैंसल करने पर 25% फ़ीस लगती है और 75% रिफ़ंड होता है; न आने पर पूरी रकम ली जाती है। मौसम की वजह से खेल न हो पाए तो खिलाड़ियों को पूरा रिफ़ंड मिलता है। रिफ़ंड 5-7 कामकाजी दिनों में उसी पेमेंट तरीके में पहुँचता है।",
    );
    expect(rescheduling).toMatch(/^अपने स्लॉट के शुरू होने से 24 घंटे पहले तक/);
    expect(ownPolicy).toBe("No refunds after 6 PM.");
    expect(amenity).not.toBe("Floodlights");
    expect([pune, bengaluru, gurugram, other]).toEqual(["पुणे", "बेंगलुरु", "गुरुग्राम", "Nashik"]);
  });

  it("every city Crease knows in Devanagari, beyond the home page's twelve; a place of its own by its own name", () => {
    render(
      <Said
        texts={[
          { city: "Jaipur" },
          { city: "Thiruvananthapuram" },
          { city: "trivandrum " },
          { city: "Mysore" },
          { city: "Navi Mumbai" },
          { city: "Lucknow" },
          { city: "Nashik" },
        ]}
      />,
    );
    expect(lines()).toEqual(["जयपुर", "तिरुवनंतपुरम", "तिरुवनंतपुरम", "मैसूर", "नवी मुंबई", "लखनऊ", "Nashik"]);
  });

  it("in English, a city stays as the venue writes it", async () => {
    await act(() => showLanguage("en"));
    render(<Said texts={[{ city: "Bengaluru" }, { addOn: "White Balls" }]} />);
    expect(lines()).toEqual(["Bengaluru", "White Balls"]);
  });
});
