// The tutor's page script, served as it is (tutor-page-html.ts): it fetches the link's ciphertext and
// decrypts it here with the key of the fragment, which never leaves this browser
// (docs/decisions/038-tutor-pack-private-link.md). No framework: the page must open fast on any phone.
(() => {
  const GONE_TITLE = 'Este link não está mais disponível';
  const GONE_TEXT =
    'O link expirou, foi revogado pela clínica ou está incompleto. Peça um novo à clínica veterinária.';
  const app = document.getElementById('app');
  const KINDS = {
    retorno: 'Retorno',
    exame: 'Exame',
    vacina: 'Vacina',
    medicacao: 'Medicação',
    outro: 'Outro',
  };
  // The channels this server can send reminders through (WhatsApp only with an official provider).
  const channels = (app.dataset.reminders || '').split(' ').filter(Boolean);

  const el = (tag, props, children) => {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    for (const child of children || []) node.append(child);
    return node;
  };
  const show = (...nodes) => app.replaceChildren(...nodes);
  // Exactly the server's gone page (tutor-page-html.ts): the same title and text, and no privacy note.
  const gone = () => {
    document.getElementById('note')?.remove();
    show(el('h1', { textContent: GONE_TITLE }), el('p', { className: 'muted', textContent: GONE_TEXT }));
  };

  const bytes = (text) => {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  };
  const dateOf = (iso) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
  const dayOf = (day) =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'UTC',
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));

  /** The tutor asks for a reminder: consent in so many words; the contact is erased once it is sent. */
  function reminderForm(token, item) {
    const id = `r-${item.id}`;
    const status = el('p', { className: 'muted', role: 'status' });
    const contact = el('input', {
      id: `${id}-c`,
      type: 'email',
      required: true,
      autocomplete: 'email',
      className: 'field',
    });
    const label = el('label', { htmlFor: contact.id, textContent: 'Seu e-mail' });
    const picks =
      channels.length > 1
        ? el(
            'div',
            { className: 'row' },
            channels.map((channel) => {
              const radio = el('input', {
                type: 'radio',
                name: `${id}-ch`,
                value: channel,
                checked: channel === 'email',
              });
              radio.addEventListener('change', () => {
                contact.type = channel === 'email' ? 'email' : 'tel';
                contact.autocomplete = channel === 'email' ? 'email' : 'tel';
                label.textContent = channel === 'email' ? 'Seu e-mail' : 'Seu WhatsApp (com DDD)';
              });
              return el('label', {}, [radio, ` ${channel === 'email' ? 'E-mail' : 'WhatsApp'}`]);
            }),
          )
        : '';
    const consent = el('input', { id: `${id}-ok`, type: 'checkbox', required: true });
    const button = el('button', { className: 'btn', type: 'submit', textContent: 'Pedir lembrete' });
    const form = el('form', { className: 'stack' }, [
      picks,
      label,
      contact,
      el('label', { className: 'check', htmlFor: consent.id }, [
        consent,
        ' Autorizo receber um lembrete neste contato. Ele fica guardado só até o envio e depois é apagado.',
      ]),
      button,
      status,
    ]);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const channel = form.querySelector('input[type=radio]:checked')?.value || 'email';
      button.disabled = true;
      status.textContent = 'Enviando…';
      try {
        const answer = await fetch(`/api/tutor-packs/${encodeURIComponent(token)}/reminders`, {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            followUpId: item.id,
            channel,
            contact: contact.value,
            consent: consent.checked,
          }),
        });
        const result = await answer.json().catch(() => ({}));
        if (!answer.ok) throw new Error(result.message || 'Não foi possível pedir o lembrete.');
        form.replaceChildren(
          el('p', {
            className: 'ok',
            textContent: `Lembrete pedido: ele chega em ${dayOf(result.sendOn)}. Depois do envio, o seu contato é apagado.`,
          }),
        );
      } catch (error) {
        button.disabled = false;
        status.textContent =
          error instanceof Error && error.message !== 'Failed to fetch'
            ? error.message
            : 'Sem conexão. Tente de novo.';
      }
    });
    return el('details', {}, [el('summary', { textContent: 'Quero um lembrete' }), form]);
  }

  const titleOf = (item) => {
    const kind = KINDS[item.kind] || 'Retorno';
    return item.description.toLowerCase() === kind.toLowerCase() ? kind : `${kind} · ${item.description}`;
  };

  function followUpCard(token, followUps) {
    const items = followUps.map((item) =>
      el('li', {}, [
        el('p', {
          className: 'when',
          textContent: dayOf(item.dueDate).replace(/^./, (first) => first.toUpperCase()),
        }),
        el('p', { textContent: titleOf(item) }),
        channels.length > 0 ? reminderForm(token, item) : '',
      ]),
    );
    const section = el('section', { className: 'card' }, [
      el('h2', { textContent: 'Próximos retornos' }),
      el('ul', { className: 'list' }, items),
    ]);
    section.setAttribute('aria-label', 'Próximos retornos');
    return section;
  }

  function render(pack, expiresAt, token) {
    const heading = [el('h1', { textContent: `Documentos de ${pack.patientName}` })];
    const from = pack.clinic ? `${pack.clinic} — ${pack.vetName}` : pack.vetName;
    heading.push(el('p', { className: 'muted', textContent: `${from} · ${pack.crmv}` }));
    heading.push(el('p', { className: 'muted', textContent: `Disponível até ${dateOf(expiresAt)}.` }));
    const cards = pack.documents.map((item) => {
      const blob = new Blob([bytes(item.pdf)], { type: 'application/pdf' });
      const download = el('a', {
        className: 'btn',
        href: URL.createObjectURL(blob),
        download: item.fileName,
        textContent: 'Baixar PDF',
      });
      // Folded: the page is up with its headings and buttons before a long text is laid out (a phone's
      // first screen shows what there is; "Ler aqui" opens each).
      const reading = el('details', {}, [
        el('summary', { textContent: 'Ler aqui' }),
        el('pre', { textContent: item.text }),
      ]);
      return el('section', { className: 'card' }, [
        el('div', { className: 'row' }, [el('h2', { textContent: item.label }), download]),
        reading,
      ]);
    });
    const followUps =
      Array.isArray(pack.followUps) && pack.followUps.length > 0 ? [followUpCard(token, pack.followUps)] : [];
    show(...heading, ...followUps, ...cards);
    document.title = `Documentos de ${pack.patientName} — VetVoz`;
  }

  async function open() {
    const token = location.pathname.split('/').pop() || '';
    const key = location.hash.slice(1);
    if (!/^[A-Za-z0-9_-]{43}$/.test(key) || !window.crypto || !crypto.subtle) return gone();
    let answer;
    try {
      answer = await fetch(`/api/tutor-packs/${encodeURIComponent(token)}`, {
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch {
      return show(
        el('h1', { textContent: 'Sem conexão' }),
        el('p', { className: 'muted', textContent: 'Verifique a internet e abra o link de novo.' }),
      );
    }
    if (answer.status === 429)
      return show(
        el('h1', { textContent: 'Muitas tentativas' }),
        el('p', { className: 'muted', textContent: 'Aguarde alguns minutos e abra o link de novo.' }),
      );
    if (!answer.ok) return gone();
    try {
      const sealed = await answer.json();
      const cryptoKey = await crypto.subtle.importKey('raw', bytes(key), 'AES-GCM', false, ['decrypt']);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes(sealed.iv), additionalData: new TextEncoder().encode(token) },
        cryptoKey,
        bytes(sealed.ciphertext),
      );
      const pack = JSON.parse(new TextDecoder().decode(plain));
      if (pack?.v !== 1 || !Array.isArray(pack.documents)) return gone();
      render(pack, sealed.expiresAt, token);
    } catch {
      // A changed key or ciphertext fails AES-GCM's check: the same page as an expired link.
      gone();
    }
  }

  open();
})();
