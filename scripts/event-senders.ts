/** A source file of the shop: its path and text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Files that define or test events: naming an event there does not send it. */
const isDefinitionOrTest = (file: string) =>
  file.includes('modules/tracking/schemas/') || /\.test\.tsx?$/.test(file) || file.includes('/e2e/');

/**
 * The event types of the tracking catalogue that no product code names as a literal (`'SEARCH'` or
 * `"SEARCH"`), i.e. that nothing can push. Every sender names its event's type as a literal, since
 * `track()` takes it typed.
 */
export function eventTypesWithoutSender(eventTypes: Iterable<string>, files: SourceFile[]): string[] {
  const senders = files.filter((file) => !isDefinitionOrTest(file.path));
  return [...eventTypes].filter(
    (eventType) =>
      !senders.some((file) => file.text.includes(`'${eventType}'`) || file.text.includes(`"${eventType}"`)),
  );
}
