// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SUPPORT_APOLOGY, SUPPORT_GREETING } from "@/domain/support/replies";
import { SupportChat } from "./support-chat";

afterEach(cleanup);

async function openChat(props: Parameters<typeof SupportChat>[0] = { delayMs: 10 }) {
  const user = userEvent.setup();
  render(<SupportChat {...props} />);
  await user.click(screen.getByRole("button", { name: "Open support chat" }));
  const panel = await screen.findByRole("dialog", { name: "Kaarya support" });
  const input = within(panel).getByRole("textbox", { name: "Message to support" });
  return { user, panel, input, log: within(panel).getByRole("log", { name: "Support conversation" }) };
}

describe("SupportChat (spec 1 §2)", () => {
  it("opens with the greeting and the input focused", async () => {
    const { input, log } = await openChat();
    // The panel focuses its input in an effect after it shows, which a busy machine may run a moment later.
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(log).getByText(SUPPORT_GREETING)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open support chat" })).toBeNull();
  });

  it("blocks a blank message", async () => {
    const { user, panel, input, log } = await openChat();
    const send = within(panel).getByRole("button", { name: "Send" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, "   {Enter}");
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(log.children).toHaveLength(1);
  });

  it("sends on Enter, adds a line on Shift+Enter, and shows the keyword reply", async () => {
    const { user, input, log } = await openChat();
    await user.type(input, "How much does{Shift>}{Enter}{/Shift}the Pro plan cost?");
    expect((input as HTMLTextAreaElement).value).toBe("How much does\nthe Pro plan cost?");
    await user.keyboard("{Enter}");
    expect((input as HTMLTextAreaElement).value).toBe("");
    expect(within(log).getByText("You:", { exact: false })).toBeTruthy();
    expect(await within(log).findByText(/per annum, up to 5 accepted projects/)).toBeTruthy();
  });

  it("shows HTML and script as text and renders the formatting markers as elements", async () => {
    const { user, input, log } = await openChat();
    await user.type(input, "<script>alert(1)</script> <b>x</b> **strong** `code`{Enter}");
    expect(within(log).getByText("<script>alert(1)</script> <b>x</b>", { exact: false })).toBeTruthy();
    expect(log.querySelector("script, b")).toBeNull();
    expect(within(log).getByText("strong").tagName).toBe("STRONG");
    expect(within(log).getByText("code").tagName).toBe("CODE");
  });

  it("wraps the selection from the toolbar", async () => {
    const { user, panel, input } = await openChat();
    await user.type(input, "make this bold");
    (input as HTMLTextAreaElement).setSelectionRange(10, 14);
    await user.click(within(panel).getByRole("button", { name: "Bold" }));
    expect((input as HTMLTextAreaElement).value).toBe("make this **bold**");
    expect(document.activeElement).toBe(input);
    await user.click(within(panel).getByRole("button", { name: "Numbered list" }));
    expect((input as HTMLTextAreaElement).value).toBe("1. make this **bold**");
  });

  it("apologises when answering fails", async () => {
    const failing = () => {
      throw new Error("broken table");
    };
    const { user, input, log } = await openChat({ reply: failing, delayMs: 10 });
    await user.type(input, "hello{Enter}");
    expect(await within(log).findByText(SUPPORT_APOLOGY)).toBeTruthy();
  });

  it("closes on Escape and returns focus to the button, keeping the conversation", async () => {
    const { user, input } = await openChat();
    await user.type(input, "refund{Enter}");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    const button = screen.getByRole("button", { name: "Open support chat" });
    await waitFor(() => expect(document.activeElement).toBe(button));
    await user.click(button);
    expect(await screen.findByText("We refund disputes and duplicate charges.")).toBeTruthy();
  });
});
