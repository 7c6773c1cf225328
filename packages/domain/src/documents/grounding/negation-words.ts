/** The words the negation reading (negation.ts) looks for around a drug's name, folded. */

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Verbs of giving a drug, in the forms used to plan or order (not past: "não tomou" is history). */
export const PRESCRIBE =
  words(`usar use usa usem usamos usaremos uso dar de da dê damos dou deem passar passa passo
  passe passamos prescrever prescrevo prescreva prescrevemos receitar receito receite receitamos tomar toma tome
  tomem aplicar aplica aplico aplique aplicamos administrar administra administre administro indicar indico
  indicado indicada recomendar recomendo recomendado recomendada entrar entra entro entramos iniciar inicia
  inicio iniciamos comecar comeca comece manter mantem mantenha mantemos repetir repete repita fazer faz faca
  fazemos associar associa associo mandar manda mando continuar continua continue seguir segue siga ser dado
  dada utilizar utiliza utilize usaria daria passaria prescreveria receitaria indicaria recomendaria faria`);

/** Words that may stand between a negation and the drug it governs without changing the subject. */
export const GLUE =
  words(`o a os as um uma de do da dos das com no na mais ele ela eles elas lhe se eu nos gente
  vamos vou vai va vao pode podemos posso podem deve devemos devo deveria precisa precisamos preciso precise
  quero queremos vale convem e é que pra para esse essa este esta isso necessario necessaria bom boa nenhum
  nenhuma jeito nele nela tambem ainda mesmo ha necessidade`);

/** Cues that rule a drug out when they come before it ("sem dipirona", "suspende o cetoprofeno"). */
export const RULE_OUT_BEFORE =
  words(`sem nem evitar evite evita evitem evitamos suspender suspende suspenda suspendo
  suspendemos suspendam suspendi suspendeu interromper interrompe interrompa interrompo interrompi tirar tira tire
  tiramos retirar retira retire retiramos cortar corta corte cortamos trocar troca troque trocamos substituir
  substitui substitua descartar descarta descarte alergia alergico alergica alergicos reacao contraindicado
  contraindicada contraindicados contraindicacao proibido proibida parar pare paramos tirando retirando
  suspendendo evitando interrompendo cortando parando`);

/** Cues that rule out the drug said just before them ("meloxicam está contraindicado"). */
export const RULE_OUT_AFTER =
  words(`contraindicado contraindicada contraindicados proibido proibida suspenso suspensa
  cancelado cancelada descartado descartada fora`);

/** Between a drug and a cue after it: "o meloxicam ele não pode", "meloxicam está contraindicado". */
export const LINK_AFTER =
  words(`ele ela eu a gente nos o e é esta está ta tá fica totalmente completamente tambem
  ainda agora aqui hoje mesmo por enquanto pra nele nela nesse caso prefiro prefere preferimos acho melhor`);

/** Verbs of switching: the drug before "pra"/"por" is the new one ("trocar pra firocoxibe"). */
export const SWITCH = words('trocar troca troque trocamos substituir substitui substitua mudar muda mude');
export const TO = words('pra para por pelo pela');

/** "essa a gente para": a clause that points back at the drug just named. */
export const POINTING_BACK = words('essa esse esta este isso ela ele');

/** Said of a drug after "não": it will not be used ("ivermectina não funciona mais nesse rebanho"). */
export const USELESS = words('funciona funcionou adianta serve pega tolera');

/** After a giving verb, what turns "não" into something else: "meloxicam não faz mal". */
export const NOT_A_RULING = words('mal diferenca');

/** After a drug, an answer on its own: "Meloxicam? Não.", "Meloxicam, não, ele é renal.". */
export const QUESTION_OR_PAUSE = new Set(['?', ',', ':']);

/** Where the scope of a trailing "não" ends: the reason that follows ("ivermectina não, porque é collie"). */
export const REASON = words('porque pois ja já por causa que senao');

export const NEGATORS = words('nao nunca jamais');

/** A drug list in one breath: "sem dipirona, meloxicam ou carprofeno" shares the cue. */
export const LIST_GLUE = words(', e ou nem o a os as do da de tambem');
