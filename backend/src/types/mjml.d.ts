// mjml 5 ships no type declarations; this is the part the newsletter uses (mjml2html is async since 5.0).
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
  }
  export default function mjml2html(source: string, options?: MjmlOptions): Promise<MjmlResult>;
}
