// Types for the validators the crawl test uses, which ship none of their own.

declare module "@adobe/structured-data-validator" {
  export type Issue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path?: unknown[];
    fieldNames?: string[];
    rootType?: string;
  };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld?: Record<string, unknown[]>; errors?: unknown[] };
  }
}

declare module "vnu-jar" {
  /** The path of vnu.jar. */
  const jar: string;
  export default jar;
}
