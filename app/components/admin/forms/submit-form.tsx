import type { ComponentProps } from "react";

/** A form that checks its fields itself (no browser bubbles) and calls `onSubmit` instead of navigating. */
export function SubmitForm({ onSubmit, ...props }: Omit<ComponentProps<"form">, "onSubmit"> & { onSubmit: () => unknown }) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
