import "@/styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The react-dom flavour of RouterProvider: it supports navigate(to, { flushSync: true }).
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
