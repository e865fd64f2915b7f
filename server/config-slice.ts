import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * The project's folder. This file sits one level down, in server/ under tsx as in dist-server/ once bundled
 * (scripts/build-server.ts), so `..` is the project either way.
 */
export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The settings one part of the server owns: its environment variables (each with a `.describe()`), how they
 * become its part of ServerConfig, and its section of docs/configuration.md. server/config.ts merges every
 * slice's variables, parses the environment once and calls each `read` (scripts/configuration-doc.ts writes
 * the page from the same slices).
 */
export type ConfigSlice<Shape extends z.ZodRawShape, Context extends unknown[], Part> = {
  /** The section's heading in docs/configuration.md. */
  title: string;
  /** Markdown before the section's table: what the settings drive, and how to use the real service. */
  intro: string;
  env: z.ZodObject<Shape>;
  /**
   * The Default column where the schema's own default would not say it: a fallback computed from other
   * settings (`PORT + 1`), what an unset variable means (the emulator), a path inside the project.
   */
  shownDefaults?: { [Name in keyof Shape]?: string };
  /**
   * What an unset variable means in production (`NODE_ENV=production`, server/production/): the emulators
   * off, the real providers' addresses, no demo data. A variable that is set always wins.
   */
  productionDefaults?: { [Name in keyof Shape]?: string };
  /** The parsed variables (and what other slices worked out, e.g. the public URL) -> this part of the config. */
  read: (values: z.output<z.ZodObject<Shape>>, ...context: Context) => Part;
};

/** Declares a slice with its exact variables' types (an identity function for inference). */
export const configSlice = <Shape extends z.ZodRawShape, Context extends unknown[], Part>(
  slice: ConfigSlice<Shape, Context, Part>,
) => slice;

/** A comma-separated list (URLs, origins) without blanks; `fallback` when unset. */
export const listOf = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export const withoutTrailingSlash = (url: string | undefined) => url?.replace(/\/$/, '');

/** What the server or the browser reaches: the real service's address, else the embedded emulator's. */
export type ServerAddresses = { port: number; publicUrl: string };
