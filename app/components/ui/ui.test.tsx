import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compile } from "tailwindcss";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";

import { deSite as de } from "~/i18n/site";

/*
 * Radix portals mount only after an effect, so server rendering drops all portalled content.
 * Rendering the portal's children in place lets these tests see open dialogs, menus, tooltips and
 * select lists. Everything else about the primitives stays real.
 */
vi.mock("radix-ui", async (importOriginal) => {
  const mod = await importOriginal<typeof import("radix-ui")>();
  const InPlace = ({ children }: { children?: React.ReactNode }) => <>{children}</>;
  return {
    ...mod,
    Dialog: { ...mod.Dialog, Portal: InPlace },
    AlertDialog: { ...mod.AlertDialog, Portal: InPlace },
    DropdownMenu: { ...mod.DropdownMenu, Portal: InPlace },
    Tooltip: { ...mod.Tooltip, Portal: InPlace },
    Select: { ...mod.Select, Portal: InPlace },
  };
});

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { Badge, badgeVariants } from "./badge";
import { Button, buttonVariants } from "./button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
import { Checkbox } from "./checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { Input } from "./input";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import { Skeleton } from "./skeleton";
import { Slider } from "./slider";
import { Toaster, toast } from "./sonner";
import { Switch } from "./switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Textarea } from "./textarea";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

// ---------------------------------------------------------------------------------------------
// Helpers: find an element in static markup by its data-slot and read its attributes.

const render = (el: React.ReactElement) => renderToStaticMarkup(el);

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Opening tags carrying data-slot="slot", in document order. */
function tagsBySlot(html: string, slot: string): string[] {
  return html.match(new RegExp(`<[a-z][^>]*\\sdata-slot="${slot}"[^>]*>`, "g")) ?? [];
}

function tagBySlot(html: string, slot: string): string {
  const tags = tagsBySlot(html, slot);
  if (tags.length === 0) throw new Error(`no element with data-slot="${slot}" in:\n${html}`);
  return tags[0];
}

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i")); // React keeps camelCase (autoComplete)
  return m ? decode(m[1]) : undefined;
}

function tagName(tag: string): string {
  return tag.match(/^<([a-z0-9]+)/)![1];
}

function classesOf(html: string, slot: string): string[] {
  return (attr(tagBySlot(html, slot), "class") ?? "").split(/\s+/).filter(Boolean);
}

/** Focus ring classes every interactive element must carry. */
const FOCUS_RING = ["focus-visible:ring-[3px]", "focus-visible:ring-ring/50"];

// ---------------------------------------------------------------------------------------------

describe("Button", () => {
  const variants = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
  const sizes = ["default", "sm", "lg", "icon"] as const;

  it("renders a <button> with the default variant and size", () => {
    const html = render(<Button>Speichern</Button>);
    const tag = tagBySlot(html, "button");
    expect(tagName(tag)).toBe("button");
    expect(html).toContain(">Speichern</button>");
    const cls = classesOf(html, "button");
    expect(cls).toEqual(expect.arrayContaining(["bg-primary-strong", "text-primary-foreground", "h-9", "px-4"]));
    expect(attr(tag, "data-variant")).toBe("default");
    expect(attr(tag, "data-size")).toBe("default");
  });

  it.each([
    ["destructive", ["bg-destructive", "text-destructive-foreground"]],
    ["outline", ["border", "border-input", "bg-background", "hover:bg-accent"]],
    ["secondary", ["bg-secondary", "text-secondary-foreground"]],
    ["ghost", ["hover:bg-accent", "hover:text-accent-foreground"]],
    ["link", ["text-primary-strong", "underline-offset-4", "hover:underline"]],
  ] as const)("variant %s has its own colour classes", (variant, expected) => {
    const cls = classesOf(render(<Button variant={variant}>x</Button>), "button");
    expect(cls).toEqual(expect.arrayContaining([...expected]));
    expect(cls).not.toContain("bg-primary");
  });

  it("gives every variant a distinct class list and a visible focus ring", () => {
    const lists = variants.map((variant) => classesOf(render(<Button variant={variant}>x</Button>), "button"));
    expect(new Set(lists.map((l) => l.join(" "))).size).toBe(variants.length);
    for (const cls of lists) expect(cls).toEqual(expect.arrayContaining(FOCUS_RING));
  });

  it.each([
    ["sm", "h-8"],
    ["default", "h-9"],
    ["lg", "h-10"],
    ["icon", "size-9"],
  ] as const)("size %s sets %s", (size, cls) => {
    const classes = classesOf(render(<Button size={size}>x</Button>), "button");
    expect(classes).toContain(cls);
    for (const other of ["h-8", "h-9", "h-10", "size-9"].filter((c) => c !== cls)) {
      expect(classes).not.toContain(other);
    }
  });

  it("gives every size a distinct class list", () => {
    const lists = sizes.map((size) => classesOf(render(<Button size={size}>x</Button>), "button").join(" "));
    expect(new Set(lists).size).toBe(sizes.length);
  });

  it("renders its child instead of a <button> with asChild", () => {
    const html = render(
      <Button asChild variant="outline" size="lg">
        <a href="/kontakt">Kontakt</a>
      </Button>,
    );
    expect(html).not.toContain("<button");
    const tag = tagBySlot(html, "button");
    expect(tagName(tag)).toBe("a");
    expect(attr(tag, "href")).toBe("/kontakt");
    expect(classesOf(html, "button")).toEqual(expect.arrayContaining(["border-input", "h-10"]));
    expect(html).toContain(">Kontakt</a>");
  });

  it("passes disabled, type and aria attributes through", () => {
    const tag = tagBySlot(
      render(
        <Button disabled type="submit" aria-label="Senden" name="action" value="send">
          x
        </Button>,
      ),
      "button",
    );
    expect(tag).toMatch(/\sdisabled=""/);
    expect(attr(tag, "type")).toBe("submit");
    expect(attr(tag, "aria-label")).toBe("Senden");
    expect(attr(tag, "name")).toBe("action");
    expect(attr(tag, "class")).toContain("disabled:opacity-50");
  });

  it("merges className so a caller's utility wins over the size's", () => {
    const cls = classesOf(render(<Button className="h-12 w-full">x</Button>), "button");
    expect(cls).toContain("h-12");
    expect(cls).toContain("w-full");
    expect(cls).not.toContain("h-9");
  });

  it("exposes buttonVariants for links styled as buttons", () => {
    expect(buttonVariants({ variant: "secondary", size: "sm" })).toContain("bg-secondary");
    expect(buttonVariants({ variant: "secondary", size: "sm" })).toContain("h-8");
    expect(buttonVariants()).toContain("bg-primary-strong");
  });
});

describe("Badge", () => {
  it.each([
    ["default", "bg-primary-strong", "text-primary-foreground"],
    ["secondary", "bg-secondary", "text-secondary-foreground"],
    ["destructive", "bg-destructive", "text-destructive-foreground"],
    ["outline", "text-foreground", "border"],
    ["success", "bg-success", "text-success-foreground"],
  ] as const)("variant %s uses %s and %s", (variant, a, b) => {
    const html = render(<Badge variant={variant}>Neu</Badge>);
    const tag = tagBySlot(html, "badge");
    expect(tagName(tag)).toBe("span");
    expect(attr(tag, "data-variant")).toBe(variant);
    expect(classesOf(html, "badge")).toEqual(expect.arrayContaining([a, b]));
    expect(html).toContain(">Neu</span>");
  });

  it("has distinct classes per variant and defaults to default", () => {
    const all = (["default", "secondary", "destructive", "outline", "success"] as const).map((v) => badgeVariants({ variant: v }));
    expect(new Set(all).size).toBe(5);
    expect(badgeVariants()).toBe(badgeVariants({ variant: "default" }));
    expect(badgeVariants({ variant: "outline" })).not.toContain("bg-primary");
  });

  it("renders a link with asChild and keeps the focus ring", () => {
    const html = render(
      <Badge asChild variant="secondary">
        <a href="/blog?kategorie=news">News</a>
      </Badge>,
    );
    const tag = tagBySlot(html, "badge");
    expect(tagName(tag)).toBe("a");
    expect(attr(tag, "href")).toBe("/blog?kategorie=news");
    expect(classesOf(html, "badge")).toEqual(expect.arrayContaining([...FOCUS_RING, "bg-secondary"]));
  });
});

describe("Card", () => {
  it("renders its parts in order with their slots and classes", () => {
    const html = render(
      <Card className="max-w-sm">
        <CardHeader>
          <CardTitle>Titel</CardTitle>
          <CardDescription>Beschreibung</CardDescription>
          <CardAction>
            <Button size="sm">Aktion</Button>
          </CardAction>
        </CardHeader>
        <CardContent>Inhalt</CardContent>
        <CardFooter>Fuß</CardFooter>
      </Card>,
    );
    const order = ["card", "card-header", "card-title", "card-description", "card-action", "card-content", "card-footer"].map(
      (slot) => html.indexOf(`data-slot="${slot}"`),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(classesOf(html, "card")).toEqual(
      expect.arrayContaining(["bg-card", "text-card-foreground", "rounded-xl", "border", "shadow-sm", "max-w-sm"]),
    );
    expect(classesOf(html, "card-description")).toContain("text-muted-foreground");
    expect(classesOf(html, "card-title")).toContain("font-semibold");
    expect(html).toMatch(/data-slot="card-content"[^>]*>Inhalt<\/div>/);
    // The footer and content close before the card does.
    expect(html.endsWith(">Fuß</div></div>")).toBe(true);
  });
});

describe("Input", () => {
  it("forwards type and other props", () => {
    const tag = tagBySlot(
      render(<Input type="email" name="email" placeholder="E-Mail" required autoComplete="email" defaultValue="a@b.de" />),
      "input",
    );
    expect(tagName(tag)).toBe("input");
    expect(attr(tag, "type")).toBe("email");
    expect(attr(tag, "name")).toBe("email");
    expect(attr(tag, "placeholder")).toBe("E-Mail");
    expect(attr(tag, "autocomplete")).toBe("email");
    expect(attr(tag, "value")).toBe("a@b.de");
    expect(tag).toMatch(/\srequired=""/);
  });

  it("has border, placeholder colour, focus ring and invalid styles", () => {
    const html = render(<Input aria-invalid disabled />);
    const tag = tagBySlot(html, "input");
    expect(attr(tag, "aria-invalid")).toBe("true");
    expect(tag).toMatch(/\sdisabled=""/);
    expect(classesOf(html, "input")).toEqual(
      expect.arrayContaining([
        "border-input",
        "placeholder:text-muted-foreground",
        "focus-visible:border-ring",
        "aria-invalid:border-destructive",
        "disabled:opacity-50",
        ...FOCUS_RING,
      ]),
    );
  });

  it("omits type when none is given", () => {
    expect(attr(tagBySlot(render(<Input />), "input"), "type")).toBeUndefined();
  });
});

describe("Textarea", () => {
  it("forwards props and renders its value as content", () => {
    const html = render(<Textarea rows={6} name="message" defaultValue="Hallo" maxLength={500} />);
    const tag = tagBySlot(html, "textarea");
    expect(tagName(tag)).toBe("textarea");
    expect(attr(tag, "rows")).toBe("6");
    expect(attr(tag, "maxlength")).toBe("500");
    expect(html).toContain(">Hallo</textarea>");
    expect(classesOf(html, "textarea")).toEqual(expect.arrayContaining(["border-input", ...FOCUS_RING]));
  });
});

describe("Label", () => {
  it("renders a <label> bound to its control", () => {
    const html = render(<Label htmlFor="email">E-Mail</Label>);
    const tag = tagBySlot(html, "label");
    expect(tagName(tag)).toBe("label");
    expect(attr(tag, "for")).toBe("email");
    expect(classesOf(html, "label")).toEqual(expect.arrayContaining(["text-sm", "font-medium", "peer-disabled:opacity-50"]));
  });
});

describe("Checkbox", () => {
  it("renders an unchecked checkbox button", () => {
    const html = render(<Checkbox id="agb" aria-label="AGB akzeptieren" />);
    const tag = tagBySlot(html, "checkbox");
    expect(attr(tag, "role")).toBe("checkbox");
    expect(attr(tag, "aria-checked")).toBe("false");
    expect(attr(tag, "data-state")).toBe("unchecked");
    expect(attr(tag, "id")).toBe("agb");
    expect(tagsBySlot(html, "checkbox-indicator")).toHaveLength(0);
    expect(classesOf(html, "checkbox")).toEqual(
      expect.arrayContaining(["border-input", "data-[state=checked]:bg-primary", ...FOCUS_RING]),
    );
  });

  it("shows the check icon when checked and a dash when indeterminate", () => {
    const checked = render(<Checkbox checked />);
    expect(attr(tagBySlot(checked, "checkbox"), "aria-checked")).toBe("true");
    expect(checked).toContain('data-slot="checkbox-indicator"');
    expect(checked).toContain("lucide-check");

    const mixed = render(<Checkbox checked="indeterminate" />);
    expect(attr(tagBySlot(mixed, "checkbox"), "aria-checked")).toBe("mixed");
    expect(mixed).toContain("lucide-minus");
    expect(mixed).toContain("group-data-[state=indeterminate]/checkbox:block");
  });

  it("passes disabled through", () => {
    expect(tagBySlot(render(<Checkbox disabled />), "checkbox")).toMatch(/\sdisabled=""/);
  });
});

describe("Switch", () => {
  it("renders role=switch with state and a thumb", () => {
    const off = render(<Switch aria-label="Kommentare" />);
    expect(attr(tagBySlot(off, "switch"), "role")).toBe("switch");
    expect(attr(tagBySlot(off, "switch"), "aria-checked")).toBe("false");
    expect(attr(tagBySlot(off, "switch-thumb"), "data-state")).toBe("unchecked");

    const on = render(<Switch defaultChecked disabled />);
    const tag = tagBySlot(on, "switch");
    expect(attr(tag, "aria-checked")).toBe("true");
    expect(attr(tag, "data-state")).toBe("checked");
    expect(tag).toMatch(/\sdisabled=""/);
    expect(classesOf(on, "switch")).toEqual(
      expect.arrayContaining(["data-[state=checked]:bg-primary", "data-[state=unchecked]:bg-input", ...FOCUS_RING]),
    );
  });
});

describe("Slider", () => {
  it("renders one thumb per value with German names for ranges", () => {
    const html = render(<Slider defaultValue={[10, 40]} max={48} />);
    const thumbs = tagsBySlot(html, "slider-thumb");
    expect(thumbs).toHaveLength(2);
    expect(thumbs.map((t) => attr(t, "aria-label"))).toEqual([de.ui.sliderMinimum, de.ui.sliderMaximum]);
    expect(thumbs.every((t) => attr(t, "role") === "slider" && attr(t, "aria-valuemax") === "48")).toBe(true);
    expect(classesOf(html, "slider-range")).toContain("bg-primary");
    expect(classesOf(html, "slider-thumb")).toEqual(expect.arrayContaining(["ring-ring/50", "focus-visible:ring-4"]));
  });

  it("names many thumbs 'Wert n von m'", () => {
    const thumbs = tagsBySlot(render(<Slider defaultValue={[1, 2, 3]} />), "slider-thumb");
    expect(thumbs.map((t) => attr(t, "aria-label"))).toEqual(["Wert 1 von 3", "Wert 2 von 3", "Wert 3 von 3"]);
  });

  it("puts a single slider's aria-label on its thumb and defaults to one thumb", () => {
    const labelled = tagsBySlot(render(<Slider defaultValue={[16]} min={8} max={48} aria-label="Schriftgröße" />), "slider-thumb");
    expect(labelled).toHaveLength(1);
    expect(attr(labelled[0], "aria-label")).toBe("Schriftgröße");
    expect(attr(labelled[0], "aria-valuemin")).toBe("8");

    const byId = tagsBySlot(render(<Slider aria-labelledby="size-label" />), "slider-thumb");
    expect(byId).toHaveLength(1);
    expect(attr(byId[0], "aria-labelledby")).toBe("size-label");
  });

  it("uses explicit thumb labels when given", () => {
    const thumbs = tagsBySlot(render(<Slider defaultValue={[1, 5]} thumbLabels={["Von", "Bis"]} />), "slider-thumb");
    expect(thumbs.map((t) => attr(t, "aria-label"))).toEqual(["Von", "Bis"]);
  });
});

describe("Tabs", () => {
  it("renders a tablist with the active tab selected and only its panel filled", () => {
    const html = render(
      <Tabs defaultValue="browse">
        <TabsList>
          <TabsTrigger value="browse">Durchsuchen</TabsTrigger>
          <TabsTrigger value="upload" disabled>
            Hochladen
          </TabsTrigger>
        </TabsList>
        <TabsContent value="browse">Dateien</TabsContent>
        <TabsContent value="upload">Upload-Formular</TabsContent>
      </Tabs>,
    );
    expect(attr(tagBySlot(html, "tabs-list"), "role")).toBe("tablist");
    const [browse, upload] = tagsBySlot(html, "tabs-trigger");
    expect(attr(browse, "role")).toBe("tab");
    expect(attr(browse, "aria-selected")).toBe("true");
    expect(attr(upload, "aria-selected")).toBe("false");
    expect(upload).toMatch(/\sdisabled=""/);
    const panels = tagsBySlot(html, "tabs-content");
    expect(attr(panels[0], "role")).toBe("tabpanel");
    expect(panels[1]).toMatch(/\shidden=""/);
    expect(html).toContain("Dateien");
    expect(html).not.toContain("Upload-Formular");
    expect(classesOf(html, "tabs-trigger")).toEqual(
      expect.arrayContaining(["data-[state=active]:bg-background", ...FOCUS_RING]),
    );
    expect(classesOf(html, "tabs-list")).toEqual(expect.arrayContaining(["bg-muted", "text-muted-foreground"]));
    expect(classesOf(html, "tabs-content")).toEqual(expect.arrayContaining(FOCUS_RING));
  });
});

describe("Select", () => {
  it("renders a closed combobox trigger with its placeholder", () => {
    const html = render(
      <Select name="sort">
        <SelectTrigger size="sm" aria-label="Sortierung">
          <SelectValue placeholder="Neueste" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="old">Älteste</SelectItem>
        </SelectContent>
      </Select>,
    );
    const trigger = tagBySlot(html, "select-trigger");
    expect(attr(trigger, "role")).toBe("combobox");
    expect(attr(trigger, "aria-expanded")).toBe("false");
    expect(attr(trigger, "data-size")).toBe("sm");
    expect(attr(trigger, "aria-label")).toBe("Sortierung");
    expect(trigger).toMatch(/\sdata-placeholder=""/);
    expect(html).toMatch(/data-slot="select-value"[^>]*>Neueste<\/span>/);
    expect(tagsBySlot(html, "select-content")).toHaveLength(0);
    expect(classesOf(html, "select-trigger")).toEqual(
      expect.arrayContaining(["border-input", "data-[placeholder]:text-muted-foreground", ...FOCUS_RING]),
    );
  });

  it("renders the listbox with options when open", () => {
    const html = render(
      <Select open defaultValue="new">
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="new">Neueste</SelectItem>
          <SelectItem value="old" disabled>
            Älteste
          </SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(attr(tagBySlot(html, "select-trigger"), "aria-expanded")).toBe("true");
    expect(attr(tagBySlot(html, "select-content"), "role")).toBe("listbox");
    expect(classesOf(html, "select-content")).toEqual(expect.arrayContaining(["bg-popover", "text-popover-foreground", "border"]));
    const items = tagsBySlot(html, "select-item");
    expect(items.map((t) => attr(t, "role"))).toEqual(["option", "option"]);
    expect(attr(items[0], "data-state")).toBe("checked");
    expect(attr(items[1], "aria-disabled")).toBe("true");
    expect(html).toContain("Älteste");
  });
});

describe("Dialog", () => {
  it("renders only the trigger while closed", () => {
    const html = render(
      <Dialog>
        <DialogTrigger>Öffnen</DialogTrigger>
        <DialogContent>
          <DialogTitle>Titel</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    const trigger = tagBySlot(html, "dialog-trigger");
    expect(attr(trigger, "aria-haspopup")).toBe("dialog");
    expect(attr(trigger, "aria-expanded")).toBe("false");
    expect(html).not.toContain("dialog-content");
    expect(html).not.toContain("Titel");
  });

  it("renders overlay, content, parts and a German close button when open", () => {
    const html = render(
      <Dialog open>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Asset-Bibliothek</DialogTitle>
            <DialogDescription>Wählen Sie ein Bild.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose>{de.ui.cancel}</DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    expect(classesOf(html, "dialog-overlay")).toEqual(expect.arrayContaining(["fixed", "inset-0", "bg-black/50"]));
    const content = tagBySlot(html, "dialog-content");
    expect(attr(content, "role")).toBe("dialog");
    expect(attr(content, "data-state")).toBe("open");
    expect(classesOf(html, "dialog-content")).toEqual(expect.arrayContaining(["bg-background", "sm:max-w-2xl"]));
    expect(classesOf(html, "dialog-content")).not.toContain("sm:max-w-lg");
    expect(tagName(tagBySlot(html, "dialog-title"))).toBe("h2");
    expect(attr(tagBySlot(html, "dialog-title"), "id")).toBeTruthy();
    expect(classesOf(html, "dialog-description")).toContain("text-muted-foreground");
    expect(classesOf(html, "dialog-footer")).toEqual(expect.arrayContaining(["sm:justify-end"]));

    const closes = tagsBySlot(html, "dialog-close");
    expect(closes).toHaveLength(2);
    const iconClose = closes[1];
    expect(attr(iconClose, "class")).toContain("focus-visible:ring-[3px]");
    expect(html).toContain(`<span class="sr-only">${de.ui.close}</span>`);
    expect(de.ui.close).toBe("Schließen");
  });

  it("drops the close button with showCloseButton={false}", () => {
    const html = render(
      <Dialog open>
        <DialogContent showCloseButton={false}>
          <DialogTitle>T</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(html).toContain('data-slot="dialog-content"');
    expect(tagsBySlot(html, "dialog-close")).toHaveLength(0);
    expect(html).not.toContain(de.ui.close);
  });
});

describe("AlertDialog", () => {
  it("renders the trigger while closed", () => {
    const html = render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Löschen</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Sicher?</AlertDialogTitle>
        </AlertDialogContent>
      </AlertDialog>,
    );
    const trigger = tagBySlot(html, "alert-dialog-trigger");
    expect(tagName(trigger)).toBe("button");
    expect(attr(trigger, "aria-haspopup")).toBe("dialog");
    expect(attr(trigger, "class")).toContain("bg-destructive");
    expect(html).not.toContain("Sicher?");
  });

  it("renders an alertdialog with German default actions when open", () => {
    const html = render(
      <AlertDialog open>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Seite löschen?</AlertDialogTitle>
            <AlertDialogDescription>Das kann nicht rückgängig gemacht werden.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel />
            <AlertDialogAction variant="destructive" />
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    expect(attr(tagBySlot(html, "alert-dialog-content"), "role")).toBe("alertdialog");
    expect(classesOf(html, "alert-dialog-overlay")).toContain("bg-black/50");
    expect(html).toMatch(new RegExp(`data-slot="alert-dialog-cancel"[^>]*>${de.ui.cancel}</button>`));
    expect(html).toMatch(new RegExp(`data-slot="alert-dialog-action"[^>]*>${de.ui.confirm}</button>`));
    expect(classesOf(html, "alert-dialog-cancel")).toEqual(expect.arrayContaining(["border-input", ...FOCUS_RING]));
    expect(classesOf(html, "alert-dialog-action")).toContain("bg-destructive");
    expect(classesOf(html, "alert-dialog-action")).not.toContain("bg-primary");
    expect(classesOf(html, "alert-dialog-description")).toContain("text-muted-foreground");
  });

  it("uses given labels and the primary style by default", () => {
    const html = render(
      <AlertDialog open>
        <AlertDialogContent>
          <AlertDialogTitle>T</AlertDialogTitle>
          <AlertDialogCancel>Zurück</AlertDialogCancel>
          <AlertDialogAction>Veröffentlichen</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    expect(html).toContain(">Zurück</button>");
    expect(html).toContain(">Veröffentlichen</button>");
    expect(html).not.toContain(de.ui.cancel);
    expect(classesOf(html, "alert-dialog-action")).toContain("bg-primary-strong");
  });
});

describe("DropdownMenu", () => {
  it("renders only the trigger while closed", () => {
    const html = render(
      <DropdownMenu>
        <DropdownMenuTrigger>Menü</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Bearbeiten</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const trigger = tagBySlot(html, "dropdown-menu-trigger");
    expect(attr(trigger, "aria-haspopup")).toBe("menu");
    expect(attr(trigger, "aria-expanded")).toBe("false");
    expect(html).not.toContain("Bearbeiten");
  });

  it("renders a menu with items, a checkbox item and a destructive item when open", () => {
    const html = render(
      <DropdownMenu open>
        <DropdownMenuTrigger>Menü</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Seite</DropdownMenuLabel>
          <DropdownMenuItem>
            Bearbeiten <DropdownMenuShortcut>Strg+E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem checked>Veröffentlicht</DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" disabled>
            Löschen
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const content = tagBySlot(html, "dropdown-menu-content");
    expect(attr(content, "role")).toBe("menu");
    expect(classesOf(html, "dropdown-menu-content")).toEqual(expect.arrayContaining(["bg-popover", "text-popover-foreground"]));
    const items = tagsBySlot(html, "dropdown-menu-item");
    expect(items.map((t) => attr(t, "role"))).toEqual(["menuitem", "menuitem"]);
    expect(attr(items[0], "data-variant")).toBe("default");
    expect(attr(items[1], "data-variant")).toBe("destructive");
    expect(attr(items[1], "aria-disabled")).toBe("true");
    expect(attr(items[1], "class")).toContain("data-[variant=destructive]:text-destructive");
    expect(attr(items[0], "class")).toContain("focus:bg-accent");
    const checkbox = tagBySlot(html, "dropdown-menu-checkbox-item");
    expect(attr(checkbox, "role")).toBe("menuitemcheckbox");
    expect(attr(checkbox, "aria-checked")).toBe("true");
    expect(attr(tagBySlot(html, "dropdown-menu-separator"), "role")).toBe("separator");
    expect(classesOf(html, "dropdown-menu-shortcut")).toContain("text-muted-foreground");
  });
});

describe("Tooltip", () => {
  it("renders the trigger without content while closed", () => {
    const html = render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button size="icon" aria-label="Rückgängig">
            ↶
          </Button>
        </TooltipTrigger>
        <TooltipContent>Strg+Z</TooltipContent>
      </Tooltip>,
    );
    const trigger = tagBySlot(html, "tooltip-trigger");
    expect(tagName(trigger)).toBe("button");
    expect(attr(trigger, "data-state")).toBe("closed");
    expect(attr(trigger, "aria-label")).toBe("Rückgängig");
    expect(html).not.toContain("Strg+Z");
  });

  it("renders readable content with role=tooltip when open", () => {
    const html = render(
      <Tooltip open>
        <TooltipTrigger>?</TooltipTrigger>
        <TooltipContent>Strg+Z</TooltipContent>
      </Tooltip>,
    );
    const content = tagBySlot(html, "tooltip-content");
    expect(attr(content, "role")).toBe("tooltip");
    expect(attr(tagBySlot(html, "tooltip-trigger"), "aria-describedby")).toBe(attr(content, "id"));
    expect(classesOf(html, "tooltip-content")).toEqual(expect.arrayContaining(["bg-foreground", "text-background"]));
    expect(html).toContain("Strg+Z");
  });
});

describe("Skeleton", () => {
  it("renders a muted block that pulses only when motion is allowed", () => {
    const html = render(<Skeleton className="h-4 w-32" />);
    expect(tagName(tagBySlot(html, "skeleton"))).toBe("div");
    expect(classesOf(html, "skeleton")).toEqual(
      expect.arrayContaining(["bg-accent", "motion-safe:animate-pulse", "rounded-md", "h-4", "w-32"]),
    );
    expect(classesOf(html, "skeleton")).not.toContain("animate-pulse");
  });
});

describe("Toaster", () => {
  it("renders the notifications region with a German label", () => {
    const html = render(<Toaster />);
    expect(html).toMatch(new RegExp(`<section aria-label="${de.ui.notifications} alt\\+T"`));
    expect(html).toContain('aria-live="polite"');
  });

  it("places toasts bottom right with neutral (readable) colours, close buttons and German close labels", () => {
    const element = Toaster({}) as React.ReactElement<Record<string, unknown>>;
    expect(element.props.position).toBe("bottom-right");
    // richColors fails WCAG AA contrast (axe); neutral toasts with coloured icons pass.
    expect(element.props.richColors).toBeUndefined();
    expect(element.props.closeButton).toBe(true);
    expect(element.props.toastOptions).toEqual({ closeButtonAriaLabel: de.ui.closeNotification });
  });

  it("lets callers override props and merges their toast options", () => {
    const element = Toaster({ position: "top-center", toastOptions: { duration: 1000 } }) as React.ReactElement<
      Record<string, unknown>
    >;
    expect(element.props.position).toBe("top-center");
    expect(element.props.toastOptions).toEqual({ closeButtonAriaLabel: de.ui.closeNotification, duration: 1000 });
  });

  it("re-exports sonner's toast", () => {
    expect(typeof toast).toBe("function");
    expect(typeof toast.success).toBe("function");
    expect(typeof toast.error).toBe("function");
  });
});

// ---------------------------------------------------------------------------------------------
// Theme: every utility class the kit writes must compile against theme.css, so a colour such as
// `bg-success` or an animation such as `zoom-in-95` can never silently do nothing.

const uiDir = path.dirname(fileURLToPath(import.meta.url));
const componentFiles = readdirSync(uiDir).filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"));

/** Class tokens from className attributes and cn()/cva() arguments, as Tailwind's scanner sees them. */
function classCandidates(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(path.join(uiDir, file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Set<string>();

  const inClassContext = (node: ts.Node): boolean => {
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if (ts.isPropertyAssignment(n) && n.name.getText(source) === "defaultVariants") return false;
      if (ts.isJsxAttribute(n)) return n.name.getText(source) === "className";
      if (ts.isCallExpression(n) && ["cn", "cva"].includes(n.expression.getText(source))) return true;
    }
    return false;
  };
  const isComparedValue = (node: ts.Node) =>
    ts.isBinaryExpression(node.parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      node.parent.operatorToken.kind,
    );

  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && inClassContext(node) && !isComparedValue(node)) {
      for (const token of node.text.split(/\s+/)) if (token) found.add(token);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Marker classes that only name a group/peer for other selectors and emit no CSS themselves. */
const MARKERS = /^(group|peer)(\/[\w-]+)?$/;

async function compileTheme() {
  const require = createRequire(import.meta.url);
  return compile(`@import "tailwindcss";\n@import "./theme.css";`, {
    base: uiDir,
    async loadStylesheet(id, base) {
      const file = id === "tailwindcss" ? require.resolve("tailwindcss/index.css") : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, "utf8") };
    },
  });
}

describe("theme.css", () => {
  it("defines every CSS variable the @theme block maps to a utility", () => {
    const css = readFileSync(path.join(uiDir, "theme.css"), "utf8");
    const themeBlock = css.match(/@theme inline \{([\s\S]*?)\n\}/)![1];
    const rootBlock = css.match(/:root \{([\s\S]*?)\n\}/)![1];
    const used = [...themeBlock.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]);
    const defined = new Set([...rootBlock.matchAll(/^\s*(--[\w-]+):/gm)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((v) => !defined.has(v))).toEqual([]);
    expect(rootBlock).toMatch(/--primary: #3b82f6;/i);
    expect(rootBlock).toMatch(/--accent-brand: #10b981;/i);
    expect(rootBlock).toMatch(/--radius: 0\.5rem;/);
  });

  it("compiles colour utilities to the runtime variables, so site settings can override them", async () => {
    const compiler = await compileTheme();
    const css = compiler.build(["bg-primary", "bg-primary-strong", "text-muted-foreground", "border-input", "bg-accent-brand", "bg-success"]);
    expect(css).toMatch(/\.bg-primary \{\s*background-color: var\(--primary\);/);
    expect(css).toMatch(/\.bg-primary-strong \{[^}]*background-color: color-mix\(in oklab, var\(--primary\) 82%, black\);/);
    expect(css).toMatch(/\.text-muted-foreground \{\s*color: var\(--muted-foreground\);/);
    expect(css).toMatch(/\.border-input \{\s*border-color: var\(--input\);/);
    expect(css).toMatch(/\.bg-accent-brand \{\s*background-color: var\(--accent-brand\);/);
    expect(css).toMatch(/\.bg-success \{\s*background-color: var\(--success\);/);
  });

  it("generates CSS for every class the components use", async () => {
    const compiler = await compileTheme();
    let size = compiler.build([]).length;
    const check = (candidate: string) => {
      const next = compiler.build([candidate]).length;
      const grew = next > size;
      size = next;
      return grew;
    };
    // The check itself must be able to fail.
    expect(check("bg-not-a-theme-colour")).toBe(false);

    const generates = new Map<string, boolean>();
    const missing: string[] = [];
    for (const file of componentFiles) {
      for (const candidate of classCandidates(file)) {
        if (MARKERS.test(candidate)) continue;
        if (!generates.has(candidate)) generates.set(candidate, check(candidate));
        if (!generates.get(candidate)) missing.push(`${file}: ${candidate}`);
      }
    }
    const total = generates.size;
    expect(componentFiles.length).toBeGreaterThanOrEqual(17);
    expect(total).toBeGreaterThan(250);
    expect(missing).toEqual([]);
  });

  it("uses no dark: variants (they would follow the OS into a theme without dark colours)", () => {
    for (const file of componentFiles) {
      expect([...classCandidates(file)].filter((c) => c.includes("dark:")), file).toEqual([]);
    }
  });
});
