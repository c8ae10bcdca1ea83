import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  // screens: public pages and the signed-in shell (issue 2)
  index("routes/landing.tsx"),
  route("auth", "routes/auth.tsx"),
  route("term", "routes/term.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("policy/:doc", "routes/policy.tsx"),
  route("contact", "routes/contact.tsx"),
  route("main", "routes/main/layout.tsx", [
    index("routes/main/home.tsx"),
    route("subscription", "routes/main/subscription.tsx"),
    route("billing", "routes/main/billing.tsx"),
    route("orders", "routes/main/orders.tsx"),
    route("settings", "routes/main/settings.tsx"),
    // the day's Panchang at the default place (Settings) or any other
    route("panchang", "routes/main/panchang.tsx"),
    // kundli: New Kundli, saved Kundlis, the Kundli tabs, matchmaking (issue 4)
    route("kundli", "routes/main/kundli/index.tsx"),
    route("kundli/:id", "routes/main/kundli/view.tsx"),
    route("kundli/:id/edit", "routes/main/kundli/edit.tsx"),
    route("kundli/:id/draft", "routes/main/kundli/draft.tsx"),
    route("match", "routes/main/match/index.tsx"),
    route("match/batch", "routes/main/match/batch.tsx"),
    // end kundli
    // clients (issue 15): the list, one client's page
    route("clients", "routes/main/clients/index.tsx"),
    route("clients/import", "routes/main/clients/import.tsx"),
    route("clients/:id", "routes/main/clients/view.tsx"),
    // end clients
    // account screens: branding profiles, the organization and its astrologers (issue 5)
    route("branding", "routes/main/branding.tsx"),
    route("astrologers", "routes/main/astrologers.tsx"),
    // end account screens
    // orders (issue 7): the admin's order queue and delivery prices (Orders itself is above)
    route("admin/orders", "routes/main/admin-orders.tsx"),
    // end orders
    // money: wallet, the test provider's payment page (issue 7)
    route("wallet", "routes/main/wallet.tsx"),
    route("wallet/test-pay/:id", "routes/main/test-pay.tsx"),
    // end money
  ]),
  // end screens
  ...prefix("api", [
    route("locales/:lng", "routes/api/locales.ts"),
    // places
    route("places/:id?", "routes/api/places.ts"),
    // end places
    // calc
    route("kundli/generate", "routes/api/calc/kundli-generate.ts"),
    // the part of a saved Kundli one tab of its screen reads (docs/decisions/0032)
    route("kundli/:id/tabs/:tab", "routes/api/calc/kundli-tab.ts"),
    route("match/generate", "routes/api/calc/match-generate.ts"),
    route("match/batch/:format?", "routes/api/calc/match-batch.ts"),
    route("match/batch/jobs/:id/:format?", "routes/api/calc/match-batch-job.ts"),
    route("panchang", "routes/api/panchang.ts"),
    // end calc
    // auth
    route("auth/send-otp", "routes/api/auth/send-otp.ts"),
    route("auth/verify-otp", "routes/api/auth/verify-otp.ts"),
    route("auth/logout", "routes/api/auth/logout.ts"),
    route("auth/refresh-token", "routes/api/auth/refresh-token.ts"),
    route("auth/resume", "routes/api/auth/resume.ts"),
    route("auth/check-user", "routes/api/auth/check-user.ts"),
    route("auth/verify-token", "routes/api/auth/verify-token.ts"),
    route("auth/send-otp-email", "routes/api/auth/send-otp-email.ts"),
    route("auth/verify-otp-email", "routes/api/auth/verify-otp-email.ts"),
    // end auth
    // accounts (issue 5): users, organizations, saved records, uploads, the generic entries, admin
    route("user", "routes/api/user/me.ts"),
    route("user/add-user", "routes/api/user/add-user.ts"),
    route("user/update-photo", "routes/api/user/update-photo.ts"),
    route("user/update-profile", "routes/api/user/update-profile.ts"),
    route("user/update-email", "routes/api/user/update-email.ts"),
    route("user/organization", "routes/api/user/organization.ts"),
    route("user/create-organization", "routes/api/user/create-organization.ts"),
    route("user/update-organization", "routes/api/user/update-organization.ts"),
    route("user/get-astrologers", "routes/api/user/get-astrologers.ts"),
    route("user/add-astrologer", "routes/api/user/add-astrologer.ts"),
    route("user/remove-astrologer", "routes/api/user/remove-astrologer.ts"),
    route("user/get-profiles", "routes/api/user/get-profiles.ts"),
    route("user/delete-profile", "routes/api/user/delete-profile.ts"),
    route("user/add-kundali", "routes/api/user/add-kundali.ts"),
    route("user/get-kundalis", "routes/api/user/get-kundalis.ts"),
    route("user/update-kundali", "routes/api/user/update-kundali.ts"),
    route("user/delete-kundali", "routes/api/user/delete-kundali.ts"),
    route("user/get-notification", "routes/api/user/get-notification.ts"),
    route("user/update-notification", "routes/api/user/update-notification.ts"),
    route("user/update-branding-profile", "routes/api/user/update-branding-profile.ts"),
    route("user/get-branding-profiles", "routes/api/user/get-branding-profiles.ts"),
    route("user/update-user-count", "routes/api/user/update-user-count.ts"),
    route("user/update-free-trial-user-count", "routes/api/user/update-free-trial-user-count.ts"),
    route("s3/generate-upload-url", "routes/api/s3/generate-upload-url.ts"),
    route("s3/upload", "routes/api/s3/upload.ts"),
    route("sql/add-entry", "routes/api/sql/add-entry.ts"),
    route("sql/update-entry", "routes/api/sql/update-entry.ts"),
    route("admin/get-admin", "routes/api/admin/get-admin.ts"),
    // end accounts
    // accounts, more (issues 5, 7): settings and invitations
    route("user/settings", "routes/api/user/settings.ts"),
    route("user/invitations", "routes/api/user/invitations.ts"),
    // end accounts, more
    // print (issue 6): print requests, the downloads list and short-lived links to the PDFs
    route("print/kundli", "routes/api/print/kundli.ts"),
    route("print/match", "routes/api/print/match.ts"),
    route("print/panchang", "routes/api/print/panchang.ts"),
    route("print/draft", "routes/api/print/draft.ts"),
    route("print/own-readings", "routes/api/print/own-readings.ts"),
    route("downloads", "routes/api/downloads/list.ts"),
    route("downloads/opened", "routes/api/downloads/opened.ts"),
    route("downloads/clear", "routes/api/downloads/clear.ts"),
    route("downloads/retry", "routes/api/downloads/retry.ts"),
    route("downloads/:id/file", "routes/api/downloads/file.ts"),
    // end print
    // orders (issue 7): delivery prices, printed-and-shipped orders, the admin's moves
    route("user/get-delivery-price", "routes/api/user/get-delivery-price.ts"),
    route("user/add-order", "routes/api/user/add-order.ts"),
    route("user/get-orders", "routes/api/user/get-orders.ts"),
    route("user/pay-order", "routes/api/user/pay-order.ts"),
    route("user/cancel-order", "routes/api/user/cancel-order.ts"),
    route("admin/get-orders", "routes/api/admin/get-orders.ts"),
    route("admin/update-order", "routes/api/admin/update-order.ts"),
    route("admin/delivery-zones", "routes/api/admin/delivery-zones.ts"),
    // end orders
    // money (issue 7): wallet, subscription, billing history and invoices, payments
    route("wallet", "routes/api/wallet/wallet.ts"),
    route("wallet/topup", "routes/api/wallet/topup.ts"),
    route("subscription", "routes/api/subscription/status.ts"),
    route("subscription/buy", "routes/api/subscription/buy.ts"),
    route("billing", "routes/api/billing/list.ts"),
    route("billing/invoices/:id", "routes/api/billing/invoice.ts"),
    route("payments/:id", "routes/api/payments/status.ts"),
    route("payments/razorpay/verify", "routes/api/payments/razorpay-verify.ts"),
    route("payments/razorpay/webhook", "routes/api/payments/razorpay-webhook.ts"),
    // end money
    // clients (issue 15): clients, their Kundlis and consultations
    route("clients/:op", "routes/api/clients.ts"),
    // import and export: CSV, Jagannatha Hora files, the template (docs/client-import-export.md)
    route("clients/import", "routes/api/clients-io.ts", { id: "api-clients-import" }),
    route("clients/import-jhd", "routes/api/clients-io.ts", { id: "api-clients-import-jhd" }),
    route("clients/export", "routes/api/clients-io.ts", { id: "api-clients-export" }),
    route("clients/template", "routes/api/clients-io.ts", { id: "api-clients-template" }),
    // end clients
    // privacy (issue 15, DPDP Act): a client's consent records, export as a ZIP, erasure
    route("clients/:id/consents", "routes/api/privacy/consents.ts"),
    route("clients/:id/export", "routes/api/privacy/export.ts"),
    route("clients/:id/erase", "routes/api/privacy/erase.ts"),
    // end privacy
  ]),
  // auth: development-only outbox (404 unless ENVIRONMENT=development)
  route("__dev/outbox", "routes/dev/outbox.ts"),
  // end auth
  // accounts: stored photos at their stable address
  route("files/photos/:owner/:name", "routes/files/photo.ts"),
  // end accounts
  // print: report PDFs behind signed links
  route("files/reports/:id", "routes/api/downloads/signed-file.ts"),
  // end print
  // An /api path that names no route: JSON, as every API answer (the HTML page is for screens).
  route("api/*", "routes/api/not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
