import { FREE_CONSULTATIONS } from '@vetvoz/domain';
import {
  ArrowRight,
  FileText,
  GraduationCap,
  type LucideIcon,
  Mic,
  ShieldCheck,
  Stethoscope,
  Tractor,
  UserRoundX,
  VolumeX,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ContactLinks } from '../../../components/ui/contact-links.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useMetaDescription } from '../../../lib/head.ts';
import { useSiteInfo } from '../../../lib/site-info-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const AUDIENCE: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Stethoscope,
    title: 'Clínicas e consultórios',
    text: 'Para quem atende pequenos animais o dia inteiro e não quer terminar o expediente digitando prontuário.',
  },
  {
    icon: Tractor,
    title: 'Atendimento a campo',
    text: 'Para quem atende equinos, bovinos e outros animais de produção, no celular, longe do computador.',
  },
  {
    icon: GraduationCap,
    title: 'Estudantes de veterinária',
    text: 'Para quem está aprendendo a estruturar anamnese, receita e orientações nos estágios e na residência.',
  },
];

const PRIVACY: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: VolumeX,
    title: 'O áudio nunca é armazenado',
    text: 'Ele existe só enquanto a consulta é transcrita e é apagado em seguida, também quando ocorre um erro. Guardamos apenas o texto.',
  },
  {
    icon: UserRoundX,
    title: 'Consultas anonimizadas',
    text: 'Os dados do animal ficam; os do tutor — nome, CPF, telefone, e-mail, endereço — são removidos da transcrição. Contatos usados num envio não são guardados.',
  },
  {
    icon: ShieldCheck,
    title: 'De acordo com a LGPD',
    text: 'Tratamos dados pessoais conforme a Lei nº 13.709/2018. Você pode exportar ou excluir seus dados quando quiser, e só você acessa as suas consultas.',
  },
];

/** /about: who VetVoz is for, what it does, its privacy promises and how to reach the team. */
export function AboutPage() {
  useDocumentTitle('Sobre o VetVoz');
  useMetaDescription(
    'O VetVoz é o assistente de IA que transcreve a consulta veterinária e redige os documentos. Conheça para quem ele é, o que faz e como protege os dados.',
  );
  const siteInfo = useSiteInfo();

  return (
    <>
      <div className="border-slate-200 border-b bg-linear-to-b from-brand-50 to-slate-50">
        <Container className="py-12 sm:py-16">
          <h1 className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Sobre o VetVoz</h1>
          <p className="mt-2 max-w-3xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            Existimos para você atender o animal, não o teclado.
          </p>
          <p className="mt-4 max-w-2xl text-lg text-slate-600 leading-relaxed">
            O VetVoz é um assistente de inteligência artificial feito para a medicina veterinária brasileira:
            ouve a consulta, transcreve e redige os documentos, para quem atende digitar menos.
          </p>
        </Container>
      </div>

      <Container className="space-y-16 py-12 sm:space-y-20 sm:py-16">
        <section aria-labelledby="para-quem-titulo">
          <h2 id="para-quem-titulo" className="font-bold text-2xl text-slate-900 tracking-tight">
            Para quem é
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600 leading-relaxed">
            Médicos-veterinários e estudantes, de todas as espécies, no computador ou no celular.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {AUDIENCE.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-4 font-semibold text-lg text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600 leading-relaxed">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="o-que-faz-titulo" className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:gap-14">
          <div>
            <h2 id="o-que-faz-titulo" className="font-bold text-2xl text-slate-900 tracking-tight">
              O que o VetVoz faz
            </h2>
            <p className="mt-2 text-slate-600 leading-relaxed">
              Da gravação ao documento enviado, sem trocar de ferramenta. A IA redige; a decisão clínica é
              sempre sua.
            </p>
          </div>
          <ol className="space-y-5">
            <li className="flex gap-4">
              <Mic aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <p className="text-slate-700 leading-relaxed">
                <strong className="font-semibold text-slate-900">Transcreve a consulta</strong> com
                vocabulário veterinário: fármacos, doses, raças e termos clínicos.
              </p>
            </li>
            <li className="flex gap-4">
              <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <p className="text-slate-700 leading-relaxed">
                <strong className="font-semibold text-slate-900">Redige os documentos</strong> — anamnese,
                receita, diagnóstico, orientações ao tutor e atestados — usando só o que foi dito; o que
                faltou fica em branco para você completar.
              </p>
            </li>
            <li className="flex gap-4">
              <ArrowRight aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <p className="text-slate-700 leading-relaxed">
                <strong className="font-semibold text-slate-900">Entrega do jeito que você precisa</strong>:
                PDF, texto para copiar no seu sistema, WhatsApp ou e-mail para o tutor.
              </p>
            </li>
          </ol>
        </section>

        <section aria-labelledby="privacidade-titulo">
          <h2 id="privacidade-titulo" className="font-bold text-2xl text-slate-900 tracking-tight">
            Privacidade, por princípio
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600 leading-relaxed">
            Uma consulta envolve o animal, o tutor e você. Desenhamos o VetVoz para guardar só o que é
            preciso.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {PRIVACY.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-brand-100 bg-brand-50/60 p-6">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-4 font-semibold text-lg text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-700 leading-relaxed">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="contato-titulo"
          className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center"
        >
          <div>
            <h2 id="contato-titulo" className="font-bold text-2xl text-slate-900 tracking-tight">
              Fale com a gente
            </h2>
            <p className="mt-2 max-w-xl text-slate-600 leading-relaxed">
              Dúvidas, sugestões ou um caso em que a transcrição errou? Respondemos por e-mail e pelo
              WhatsApp.
            </p>
            <ContactLinks
              className="mt-5"
              email={siteInfo?.contactEmail}
              whatsappNumber={siteInfo?.whatsappNumber}
            />
          </div>
          <ButtonLink to="/plans" size="lg" className="lg:self-end">
            Testar com {FREE_CONSULTATIONS} consultas grátis
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
