/** Users (admins): the list, search, and the manage-user dialog (role, suspension). */
export { UsersPanel } from "./components/users-panel";
