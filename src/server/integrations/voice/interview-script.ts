import { INTERVIEW_QUESTIONS } from "@/domain/interview/protocol";
import type { VoiceSubject } from "./voice-interviewer";

const FILLERS = [
  "How many hours a week are you available for freelance projects, and in which time zone?",
  "How do you keep a client informed about progress and problems?",
  "Tell me about a project you are proud of and your part in it.",
  "How do you handle a deadline you cannot meet?",
  "What kind of projects would you like to take on next?",
];

/**
 * The built-in interviewer's script (issue 6 item 4): a greeting naming the candidate, one question per
 * skill, filler questions up to 5-7 questions in all, a closing line, and the line that resumes an
 * interview after a disconnect (issue 19 item 18).
 */
export function interviewScript(subject: VoiceSubject): {
  greeting: string;
  welcomeBack: string;
  questions: string[];
  closing: string;
} {
  const skills = subject.skills.slice(0, INTERVIEW_QUESTIONS.max - 2);
  const questions = skills.map(
    (skill) => `Tell me about your experience with ${skill}. What have you built with it?`,
  );
  for (const filler of FILLERS) {
    if (questions.length >= Math.max(INTERVIEW_QUESTIONS.min, skills.length + 2)) break;
    questions.push(filler);
  }
  const first = subject.fullName.trim().split(/\s+/)[0] || "there";
  return {
    greeting: `Hello ${first}, thank you for applying to Kaarya. I will ask you ${questions.length} short questions; answer each in your own words.`,
    welcomeBack: `Welcome back, ${first}. Let us continue where we stopped.`,
    questions,
    closing:
      "Thank you, that was the last question. Our team will review the conversation and get back to you shortly.",
  };
}
