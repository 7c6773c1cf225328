// The tutor's page script, served as it is (tutor-page-html.ts): it fetches the link's ciphertext and
// decrypts it here with the key of the fragment, which never leaves this browser
// (docs/decisions/038-tutor-pack-private-link.md). No framework: the page must open fast on any phone.
(() => {
  const GONE_TITLE = 'Este link não está mais disponível';
  const GONE_TEXT =
    'O link expirou, foi revogado pela clínica ou está incompleto. Peça um novo à clínica veterinária.';
  const app = document.getElementById('app');

  const el = (tag, props, children) => {
    const node = document.createElement(tag);
    Object.assign(node, props || {});
    for (const child of children || []) node.append(child);
    return node;
  };
  const show = (...nodes) => app.replaceChildren(...nodes);
  const gone = () =>
    show(el('h1', { textContent: GONE_TITLE }), el('p', { className: 'muted', textContent: GONE_TEXT }));

  const bytes = (text) => {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  };
  const dateOf = (iso) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

  function render(pack, expiresAt) {
    const heading = [el('h1', { textContent: `Documentos de ${pack.patientName}` })];
    const from = pack.clinic ? `${pack.clinic} — ${pack.vetName}` : pack.vetName;
    heading.push(el('p', { className: 'muted', textContent: `${from} · ${pack.crmv}` }));
    heading.push(el('p', { className: 'muted', textContent: `Disponível até ${dateOf(expiresAt)}.` }));
    const cards = pack.documents.map((item, index) => {
      const blob = new Blob([bytes(item.pdf)], { type: 'application/pdf' });
      const download = el('a', {
        className: 'btn',
        href: URL.createObjectURL(blob),
        download: item.fileName,
        textContent: 'Baixar PDF',
      });
      const reading = el('details', { open: index === 0 }, [
        el('summary', { textContent: 'Ler aqui' }),
        el('pre', { textContent: item.text }),
      ]);
      return el('section', { className: 'card' }, [
        el('div', { className: 'row' }, [el('h2', { textContent: item.label }), download]),
        reading,
      ]);
    });
    show(...heading, ...cards);
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
      render(pack, sealed.expiresAt);
    } catch {
      // A changed key or ciphertext fails AES-GCM's check: the same page as an expired link.
      gone();
    }
  }

  open();
})();
