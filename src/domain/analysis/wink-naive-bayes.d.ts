/** Types of the parts of wink-naive-bayes-text-classifier that Kaarya uses (the package ships none). */
declare module "wink-naive-bayes-text-classifier" {
  /** A multinomial naive Bayes classifier over token arrays; odds are log₂ odds. */
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    computeOdds(tokens: string[]): [string, number][];
    predict(tokens: string[]): string;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  const naiveBayesTextClassifier: () => NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
