/** A dialog that sits at the bottom of a phone's screen, like a sheet, within thumb's reach; centred above 640 px. */
export const SHEET_CLASSES =
  "max-sm:top-auto max-sm:bottom-0 max-sm:max-h-[92dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none max-sm:p-5";
