import { html, raw } from "hono/html";
import { formatInr } from "@/domain/money";
import type { SandboxOrder, SandboxRefund } from "./sandbox";

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{color:#475569;font-size:.875rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#475569}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.6rem 1.25rem;cursor:pointer;border:1px solid #1d4ed8}
.pay{background:#1d4ed8;color:#fff}.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
ul.refunds{list-style:none;margin:0;padding:0}
ul.refunds li{border-top:1px solid #e2e8f0;padding:.5rem 0;display:flex;flex-wrap:wrap;gap:.25rem .75rem;overflow-wrap:anywhere}
.failed{color:#b91c1c}`;

/** The refunds list under an answered order (issue 20 item 1): amount, status, sandbox refund id, reason. */
function refundList(refunds: SandboxRefund[]) {
  if (refunds.length === 0) return "";
  return html`<section aria-labelledby="refunds-title">
        <h2 id="refunds-title">Refunds</h2>
        <ul class="refunds">
          ${refunds.map(
            (refund) =>
              html`<li>
                <strong>${formatInr(refund.amount)}</strong>
                <span class="${refund.status === "failed" ? "failed" : ""}">${refund.status === "processed" ? "Refunded" : "Refund failed"}</span>
                <span>${refund.id}</span>
                ${refund.reason ? html`<span>${refund.reason}</span>` : ""}
              </li>`,
          )}
        </ul>
      </section>`;
}

/**
 * The sandbox gateway's hosted payment page (DESIGN §5): amount, description and order, with "Pay" and
 * "Fail" as plain form buttons that POST back to the app, so it works without JavaScript. Every value is
 * HTML-escaped (the description carries the client's project title). An answered order offers only the
 * way back, which repeats its first answer, and lists the order's refunds.
 */
export function renderSandboxPage(order: SandboxOrder, refunds: SandboxRefund[] = []) {
  const action = `/api/payments/sandbox/${order.id}`;
  const answered = order.status !== "created";
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sandbox payment — Kaarya</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <h1>Sandbox payment</h1>
      <p class="note">Kaarya's built-in test gateway: no real money moves.</p>
      <dl>
        <dt>Amount</dt>
        <dd>${formatInr(order.amount)}</dd>
        <dt>For</dt>
        <dd>${order.description}</dd>
        <dt>Order</dt>
        <dd>${order.id}</dd>
        ${answered ? html`<dt>Status</dt><dd>${order.status === "paid" ? "Paid" : "Failed"}</dd>` : ""}
      </dl>
      <form method="post" action="${action}" class="actions">
        ${
          answered
            ? html`<button type="submit" class="pay" name="outcome" value="${order.status === "paid" ? "pay" : "fail"}">Return to Kaarya</button>`
            : html`<button type="submit" class="pay" name="outcome" value="pay">Pay</button>
                <button type="submit" class="fail" name="outcome" value="fail">Fail</button>`
        }
      </form>
      ${refundList(refunds)}
    </main>
  </body>
</html>`;
}
