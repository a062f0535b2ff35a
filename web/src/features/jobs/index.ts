/** Background jobs (admins): those that stopped retrying, with their last error and Retry. */
export { DeadJobsPanel } from "./components/dead-jobs-panel";
