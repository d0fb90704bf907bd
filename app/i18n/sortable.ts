/** What a screen reader hears while a list item is moved by keyboard (dnd-kit announcements). */
export const deSortable = {
  announce: {
    start: (name: string) => `${name} aufgenommen.`,
    over: (name: string, position: number, total: number) => `${name} an Position ${position} von ${total}.`,
    end: (name: string, position: number, total: number) => `${name} abgelegt an Position ${position} von ${total}.`,
    cancel: (name: string) => `Verschieben von ${name} abgebrochen.`,
  },
};
