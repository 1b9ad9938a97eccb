/**
 * Payment endpoints used by project screens (My Projects, project detail), the plan modal and Transaction
 * History: initiate (project item or plan), continue, coupon check, a project's transactions and the
 * client's payment banners. Features do not import each other
 * (CONVENTIONS), so the shared piece lives here, one export group per endpoint.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";
import { ME_QUERY_KEY } from "@/web/lib/me";

/** `POST /api/payments/initiate` body: project, item and optional coupon — never an amount. */
export type InitiatePaymentBody = InferRequestType<typeof api.payments.initiate.$post>["json"];
/** Its answer: alreadyPaid, zeroAmount, or how to complete the payment. */
export type PaymentInitiation = InferResponseType<typeof api.payments.initiate.$post, 200>;

export async function initiatePayment(json: InitiatePaymentBody) {
  return unwrap(await api.payments.initiate.$post({ json }));
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}

/** `POST /api/subscriptions/initiate` body: the plan and an optional coupon — never an amount. */
export type SubscriptionPurchaseBody = InferRequestType<typeof api.subscriptions.initiate.$post>["json"];

export async function initiateSubscription(json: SubscriptionPurchaseBody) {
  return unwrap(await api.subscriptions.initiate.$post({ json }));
}

export function useInitiateSubscription() {
  return useMutation({ mutationFn: initiateSubscription });
}

/** `POST /api/transactions/{id}/continue`: the pending payment's own checkout (Continue Payment). */
export async function continuePayment(paymentId: string) {
  return unwrap(await api.transactions[":id"].continue.$post({ param: { id: paymentId } }));
}

export function useContinuePayment() {
  return useMutation({ mutationFn: continuePayment });
}

/** `POST /api/transactions/{id}/cancel`: the payer closed the checkout; a pending payment frees its coupon use. */
export async function cancelPayment(paymentId: string) {
  return unwrap(await api.transactions[":id"].cancel.$post({ param: { id: paymentId } }));
}

/** Refreshes everything a payment changes: project detail and lists, transactions, banners, the user's plan. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [["projects"], ["payments"], ["transactions"], ME_QUERY_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** `POST /api/coupons/validate` body and answer (validate_coupon, spec 2 §7; amounts in paise). */
export type ValidateCouponBody = InferRequestType<typeof api.coupons.validate.$post>["json"];
export type CouponCheck = InferResponseType<typeof api.coupons.validate.$post, 200>;

export async function validateCoupon(json: ValidateCouponBody) {
  return unwrap(await api.coupons.validate.$post({ json }));
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}

/** `GET /api/projects/{id}/payments`: the project's transactions, newest first (paise). */
export type ProjectTransaction = InferResponseType<
  (typeof api.projects)[":id"]["payments"]["$get"],
  200
>["payments"][number];

export async function getProjectPayments(projectId: string) {
  return unwrap(await api.projects[":id"].payments.$get({ param: { id: projectId } }));
}

export const getProjectPaymentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "payments", projectId],
    queryFn: () => getProjectPayments(projectId),
  });

export function useProjectPayments(projectId: string) {
  return useQuery(getProjectPaymentsQueryOptions(projectId));
}

/** `GET /api/payments/due`: the signed-in client's payment banners (spec 2 §2 My Projects). */
export type PaymentDue = InferResponseType<typeof api.payments.due.$get, 200>["due"][number];

export async function getPaymentsDue() {
  return unwrap(await api.payments.due.$get());
}

export const getPaymentsDueQueryOptions = () =>
  queryOptions({ queryKey: ["payments", "due"], queryFn: getPaymentsDue });

export function usePaymentsDue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentsDueQueryOptions(), enabled });
}
