import { Pause, Play } from 'lucide-react';
import { useRef } from 'react';
import { Section } from '../../../components/ui/section.tsx';
import { cn } from '../../../lib/cn.ts';
import { DEMO_SECTION_ID } from './hero.tsx';
import { useDemoVideo } from './use-demo-video.ts';

const DESCRIPTION_ID = 'demonstracao-descricao';

/**
 * The demo video (docs/product-rules.md §2): 16:9, loops, muted, plays inline, preloaded, with a play/pause toggle.
 * Made by scripts/generate-media.mjs; it has no sound, and its content is also told in text.
 */
export function DemoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { playing, near, toggle, onPlay, onPause } = useDemoVideo(videoRef);

  return (
    <Section
      id={DEMO_SECTION_ID}
      focusTarget
      eyebrow="Demonstração"
      title="Veja uma consulta virar documentos"
      description="Uma consulta de otite em 20 segundos: a gravação, a análise, a receita revisada e o envio ao tutor."
    >
      <figure className="mx-auto max-w-4xl">
        <div className="group relative aspect-video overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-2xl shadow-slate-900/15">
          <video
            ref={videoRef}
            className="h-full w-full object-cover"
            width={1280}
            height={720}
            poster="/media/demo-vetvoz-poster.webp"
            muted
            loop
            playsInline
            preload={near ? 'auto' : 'none'}
            aria-describedby={DESCRIPTION_ID}
            onPlay={onPlay}
            onPause={onPause}
          >
            <source src="/media/demo-vetvoz.webm" type="video/webm" />
            <source src="/media/demo-vetvoz.mp4" type="video/mp4" />
          </video>
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? 'Pausar vídeo' : 'Reproduzir vídeo'}
            className={cn(
              'absolute right-2 bottom-2 inline-flex items-center gap-2 rounded-full bg-slate-900/85 p-2.5 font-semibold text-sm text-white shadow-lg backdrop-blur transition hover:bg-slate-900 sm:right-3 sm:bottom-3 sm:px-4 sm:py-2',
              'focus-visible:outline-white',
            )}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            <span aria-hidden="true" className="hidden sm:inline">
              {playing ? 'Pausar' : 'Reproduzir'}
            </span>
          </button>
        </div>
        <figcaption
          id={DESCRIPTION_ID}
          className="mx-auto mt-5 max-w-3xl text-center text-slate-600 text-sm leading-relaxed"
        >
          Vídeo sem som. Nele, a veterinária preenche os dados do Thor, um Golden Retriever, grava a consulta
          e acompanha a transcrição ao vivo; a IA redige anamnese, receita, diagnóstico e orientações ao
          tutor; ela ajusta o retorno na receita e envia o documento ao tutor pelo WhatsApp.
        </figcaption>
      </figure>
    </Section>
  );
}
