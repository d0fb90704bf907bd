import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthForm, Field, SubmitButton } from "./form-parts";

describe("AuthForm", () => {
  it("posts by script (no native bubbles), is described by its error line, and puts the buttons after it", () => {
    const html = renderToStaticMarkup(
      <AuthForm errorId="x-error" error="E-Mail-Adresse oder Passwort ist falsch." onSubmit={() => undefined} actions={<SubmitButton busy={false} busyLabel="Anmelden …">Anmelden</SubmitButton>}>
        <Field id="x-email" label="E-Mail" error="Bitte geben Sie Ihre E-Mail-Adresse ein." />
      </AuthForm>,
    );
    expect(html).toMatch(/^<form noValidate="" class="grid gap-4" aria-describedby="x-error" method="post">/);
    expect(html.indexOf('id="x-email"')).toBeLessThan(html.indexOf('id="x-error"'));
    expect(html.indexOf('id="x-error"')).toBeLessThan(html.indexOf('type="submit"'));
    expect(html).toContain('<div id="x-error" role="alert"');
    expect(html).toContain('aria-describedby="x-email-error"');
  });

  it("keeps a form's own description (the reset form names its intro too)", () => {
    const html = renderToStaticMarkup(
      <AuthForm errorId="reset-error" error={null} aria-describedby="reset-intro reset-error" onSubmit={() => undefined} actions={null}>
        <p id="reset-intro">Text</p>
      </AuthForm>,
    );
    expect(html).toContain('aria-describedby="reset-intro reset-error"');
    expect(html).toContain('<div id="reset-error" role="alert" class=""></div>');
  });
});
