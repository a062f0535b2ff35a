/** Invoices: the owner's and the admin's list of GST invoices and credit notes; a booking's download links. */
export { InvoiceLinks } from "./components/invoice-links";
export { InvoicesPanel } from "./components/invoices-panel";
