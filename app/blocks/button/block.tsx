import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { BUTTON_SIZES, BUTTON_VARIANTS, oneOf, text } from "../fields";
import { defineBlock } from "../types";

const schema = z.object({
  text: text("Mehr erfahren"),
  variant: oneOf(BUTTON_VARIANTS, "default"),
  size: oneOf(BUTTON_SIZES, "default"),
  /** Checked by safeHref (SmartLink); an unsafe or empty link becomes "#". */
  href: text("/kontakt"),
  target: oneOf(["_self", "_blank"] as const, "_self"),
  align: oneOf(["left", "center", "right"] as const, "left"),
});

export type ButtonContent = z.infer<typeof schema>;

const ALIGN_CLASS = { left: "justify-start", center: "justify-center", right: "justify-end" } as const;

export const block = defineBlock({
  type: "button",
  label: "Button",
  category: "Basic",
  icon: "mouse-pointer-click",
  schema,
  Render: ({ content }) => (
    <div className={cn("flex", ALIGN_CLASS[content.align])}>
      <SmartLink
        href={content.href}
        target={content.target}
        className={cn(buttonVariants({ variant: content.variant, size: content.size }), "max-w-full whitespace-normal text-center")}
      >
        {content.text}
      </SmartLink>
    </div>
  ),
});
