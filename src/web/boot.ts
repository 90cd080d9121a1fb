/**
 * The page entry. Every public page arrives prerendered and complete; the landing page has
 * nothing interactive that links cannot do, so a visitor who is not signed in runs no app code
 * there at all (a cheap phone on a slow network gets the page at once). Everywhere else, and
 * for signed-in people, the app starts.
 */
import "./styles.css";
import { hasSessionHint } from "./lib/session-hint";

if (window.location.pathname !== "/" || hasSessionHint()) void import("./main");
