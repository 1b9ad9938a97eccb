import type { Deps } from "../context";
import { EXISTING_SIGN_UP_JOB, mailExistingSignUp } from "../modules/accounts/existing-sign-up";
import { removeStaleStagedAttachments, STAGED_CLEANUP_JOB } from "../modules/attachments/staged-cleanup";
import { CONTACT_EMAIL_JOB, mailContactMessage } from "../modules/contact/send-contact-message";
import { ASSISTANT_JOB, answerMessage } from "../modules/messages/assistant-job";
import { AWAY_JOB, notifyAway } from "../modules/messages/message-away";
import { emailNotification, NOTIFICATION_EMAIL_JOB } from "../modules/notifications/notify";
import { EXPIRE_JOB, expirePayloadSchema, expirePayment } from "../modules/payments/core/pending-expiry";
import {
  RECONCILE_JOB,
  reconcilePayloadSchema,
  reconcilePayment,
} from "../modules/payments/core/reconcile-payment";
import {
  checkRefund,
  REFUND_CHECK_JOB,
  refundCheckPayloadSchema,
} from "../modules/payments/core/refund-check";
import type { JobHandler } from "./job-queue";

/** Every kind of background job and the use case that runs it. */
export function jobHandlers(deps: Deps): Record<string, JobHandler> {
  return {
    [ASSISTANT_JOB]: (payload) => answerMessage(deps, String(payload.messageId)),
    [NOTIFICATION_EMAIL_JOB]: (payload) => emailNotification(deps, String(payload.notificationId)),
    [AWAY_JOB]: (payload) => notifyAway(deps, String(payload.messageId)),
    [RECONCILE_JOB]: (payload) => reconcilePayment(deps, reconcilePayloadSchema.parse(payload)),
    [EXPIRE_JOB]: (payload) => expirePayment(deps, expirePayloadSchema.parse(payload)),
    [REFUND_CHECK_JOB]: (payload) => checkRefund(deps, refundCheckPayloadSchema.parse(payload)),
    [CONTACT_EMAIL_JOB]: (payload) => mailContactMessage(deps, payload),
    [STAGED_CLEANUP_JOB]: async () => {
      await removeStaleStagedAttachments(deps);
    },
    [EXISTING_SIGN_UP_JOB]: (payload) => mailExistingSignUp(deps, payload),
  };
}
