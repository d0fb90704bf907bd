/**
 * The German strings a visitor's browser may need (public site, blocks, UI kit), kept apart from
 * the admin's so the public bundle carries only these. `de` (./de.ts) includes them.
 */
export const deSite = {
  site: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundHeading: "Oops! Page not found",
    notFoundLink: "Return to Home",
    notFoundHelp: "Die Seite wurde nicht gefunden. Vielleicht hilft Ihnen die Startseite weiter.",
    pageNotFound: (slug: string) => `Seite "${slug}" nicht gefunden`,
    noContent: "Diese Seite hat noch keinen Inhalt.",
    noContentAvailable: "Kein Inhalt verfügbar.",
    /** Spec §8: an image block without source, in edit mode only. */
    configureImage: "Konfigurieren Sie dieses Bild im Eigenschaften-Panel",
    loading: "Lädt...",
    home: "Home",
    skipToContent: "Zum Inhalt springen",
    mainNavigation: "Hauptnavigation",
    legal: "Rechtliches",
    menu: "Menü",
    allRightsReserved: "Alle Rechte vorbehalten",
    errorTitle: "Ein Fehler ist aufgetreten",
    errorText: "Bitte versuchen Sie es später erneut.",
    previewMode: "Vorschau-Modus",
    previewUnpublished: "Diese Seite ist noch nicht veröffentlicht und nur für Administratoren sichtbar.",
    previewPublished: "Sie sehen diese Seite so, wie Besucher sie sehen.",
    previewDrafted: "Sie sehen nicht veröffentlichte Änderungen. Besucher sehen weiterhin die veröffentlichte Fassung.",
    editMode: "Bearbeitungs-Modus",
    /** Spec §2, kept verbatim. */
    editHint: "Bearbeitungs-Modus: click text elements to edit them",
    editUnpublished: "Diese Seite ist nicht veröffentlicht – Besucher sehen sie noch nicht.",
    editDrafted: "Nicht veröffentlichte Änderungen – Besucher sehen noch die veröffentlichte Fassung.",
    editToolbar: "Bearbeitungsleiste",
    toPages: "Seitenverwaltung",
    toAdmin: "Admin-Bereich",
    toBlogEditor: "Weiterleitung zum Blog-Editor...",
    breadcrumb: "Brotkrümelnavigation",
    footerNavigation: "Navigation",
    followUs: "Folgen Sie uns",
    blog: "Blog",
    downloads: "Downloads",
    submenu: (title: string) => `Untermenü ${title}`,
    /** Issue 38: header entries that do not fit on one line. */
    more: "Mehr",
    moreLabel: "Weitere Menüeinträge",
    logoAlt: (siteName: string) => `${siteName} – zur Startseite`,
    loadingFooter: "Lädt Footer...",
    /** After the confirmation link of a new account (spec §7: sign-up redirects to the site root). */
    account: {
      label: "Hinweis zu Ihrem Konto",
      confirmed: "Ihre E-Mail-Adresse ist bestätigt.",
      pending: "Ihre E-Mail-Adresse ist bestätigt und Ihr Konto angelegt. Eine Administratorin oder ein Administrator muss Ihnen noch Zugriff auf den Verwaltungsbereich geben – bis dahin sehen Sie die Website wie alle Besucher.",
      ready: "Ihre E-Mail-Adresse ist bestätigt.",
      toAdmin: "Zum Verwaltungsbereich",
      signIn: "Jetzt anmelden",
    },
  },
  blocks: {
    /** An empty text in edit mode (builder canvas, ?edit=true): something to click to start writing. */
    emptyText: "Hier klicken, um Text einzugeben",
    unknownType: (type: string) => `Unbekannter Block-Typ: ${type}`,
    unsupported: "Dieser Block-Typ wird nicht unterstützt.",
    readTime: (minutes: number) => `${minutes} Min. Lesezeit`,
    /** Form blocks (input, textarea, select, datepicker, contact-form). */
    form: {
      required: "Pflichtfeld",
      selectPlaceholder: "Bitte wählen",
      subject: "Betreff",
      submit: "Nachricht senden",
      /** Spec §4 and §8. */
      sending: "Wird gesendet...",
      success: "Nachricht erfolgreich gesendet!",
      sendError: "Fehler beim Senden der Nachricht",
      noRecipient: "Keine E-Mail-Adresse konfiguriert. Bitte kontaktieren Sie den Administrator.",
      /** The wait of a rate limit: seconds below a minute, else whole minutes (rounded up). */
      tooMany: (seconds: number) => {
        const s = Math.max(1, Math.ceil(seconds));
        const wait = s < 60 ? `${s} ${s === 1 ? "Sekunde" : "Sekunden"}` : `${Math.ceil(s / 60)} ${Math.ceil(s / 60) === 1 ? "Minute" : "Minuten"}`;
        return `Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in ${wait} erneut.`;
      },
      /** A form token expired (about two hours) or meant for another form: the answer brings a fresh one. */
      tokenExpired: "Das Formular war zu lange geöffnet. Bitte senden Sie es noch einmal – Ihre Eingaben bleiben erhalten.",
      notFound: "Dieses Formular gibt es nicht mehr. Bitte laden Sie die Seite neu.",
      checkFields: "Bitte prüfen Sie die markierten Felder.",
      editModeHint: "Im Bearbeitungs-Modus ist das Formular deaktiviert.",
      honeypotLabel: "Bitte dieses Feld leer lassen",
      /** Field messages in place of the browser's (often English) bubbles. */
      error: {
        required: "Bitte füllen Sie dieses Feld aus.",
        requiredChoice: "Bitte wählen Sie eine Option.",
        requiredCheckbox: "Bitte bestätigen Sie dieses Feld.",
        subjectRequired: "Bitte wählen Sie einen Betreff.",
        email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
        tel: "Bitte geben Sie eine gültige Telefonnummer ein.",
        number: "Bitte geben Sie eine Zahl ein.",
        date: "Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).",
        option: "Bitte wählen Sie eine der angebotenen Optionen.",
        tooLong: (max: number) => `Bitte höchstens ${max.toLocaleString("de-DE")} Zeichen eingeben.`,
        lineBreak: "Zeilenumbrüche und Steuerzeichen sind in diesem Feld nicht erlaubt.",
        invalid: "Ungültige Eingabe.",
      },
      /** Checks of the form's configuration when a page is saved. */
      config: {
        tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
        lineBreak: "Keine Zeilenumbrüche erlaubt.",
        recipientInvalid: "Keine gültige E-Mail-Adresse.",
        nameInvalid: "Feldname: Buchstabe am Anfang, dann Buchstaben, Ziffern, - oder _ (höchstens 40 Zeichen).",
        nameDuplicate: (name: string) => `Der Feldname „${name}“ kommt mehrfach vor.`,
        optionsRequired: "Auswahlfelder brauchen mindestens eine Option.",
        tooManyOptions: (max: number) => `Höchstens ${max} Optionen.`,
        subjectRequired: "Mindestens eine Betreff-Option ist nötig.",
        fieldRequired: "Mindestens ein Feld ist nötig.",
        tooManyFields: (max: number) => `Höchstens ${max} Felder.`,
      },
    },
  },
  ui: {
    close: "Schließen",
    cancel: "Abbrechen",
    confirm: "Bestätigen",
    notifications: "Benachrichtigungen",
    closeNotification: "Benachrichtigung schließen",
    sliderMinimum: "Minimum",
    sliderMaximum: "Maximum",
    sliderValue: (position: number, count: number) => `Wert ${position} von ${count}`,
  },
  /** Inline editing on the page in edit mode (admins only; loaded with app/inline-edit). */
  inlineEdit: {
    save: "Speichern",
    cancel: "Abbrechen",
    publish: "Veröffentlichen",
    publishing: "Wird veröffentlicht...",
    published: "Seite erfolgreich veröffentlicht",
    publishFailed: "Fehler beim Veröffentlichen der Seite",
    loadFailed: "Die Seite konnte nicht zum Bearbeiten geladen werden.",
    editField: (label: string) => `${label} bearbeiten`,
    shortcuts: "Strg+Enter speichert, Escape bricht ab.",
    unsavedLeave: "Es gibt nicht gespeicherte Änderungen.",
    fieldGone: "Dieses Feld gibt es nicht mehr. Bitte laden Sie die Seite neu.",
  },
} as const;
