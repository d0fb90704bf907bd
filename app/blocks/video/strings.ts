/** German texts of the video block and its two-click consent placeholder (also used by Google Maps): nothing loads from the provider before the click. */
export const deVideo = {
  load: "Video laden",
  fallbackTitle: (provider: string) => `${provider}-Video`,
  unsupported: "Ihr Browser kann dieses Video nicht abspielen.",
  consentNotice: (provider: string) => `Beim Laden werden Daten an ${provider} übertragen. Mehr dazu in unserer`,
  consentPrivacyLink: "Datenschutzerklärung",
} as const;
