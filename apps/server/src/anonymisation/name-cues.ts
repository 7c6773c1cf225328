/**
 * The words around a person's name in consultation speech, folded (no accents, lower case).
 * Kept apart from the rules so a new cue is one line here.
 */
const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** "meu marido, o Paulo", "minha filha, Beatriz", "a tutora, Cláudia": a relation or role, then the name. */
export const KINSHIP_AND_ROLES = words(`
  marido esposa esposo mulher companheiro companheira namorado namorada noivo noiva
  filha filho mae pai irmao irma avo avos vovo tia tio sobrinha sobrinho prima primo cunhado cunhada
  sogro sogra genro nora neto neta enteado enteada padrasto madrasta afilhado afilhada madrinha padrinho
  vizinha vizinho amiga amigo socia socio colega chefe gerente patrao patroa diarista caseiro caseira
  funcionaria funcionario empregada baba motorista menino menina
  tutora tutor tutores responsavel proprietario proprietaria dono dona
`);

/** Forms of address: "dona Sônia", "seu Valdir", "a senhora Patrícia". */
export const TITLES = words('dona seu senhor senhora sr sra srta tia tio vo');

/** Phrases that end right before a name (read forwards): introductions, calls, greetings. */
export const LEADING_PHRASES: string[][] = [
  'meu nome e',
  'meu nome completo e',
  'o nome dela e',
  'o nome dele e',
  'nome dela e',
  'nome dele e',
  'me chamo',
  'eu me chamo',
  'eu sou',
  'sou',
  'aqui e',
  'quem fala e',
  'quem fala aqui e',
  'aqui quem fala e',
  'aqui quem fala',
  'ligar para',
  'ligar pra',
  'ligar pro',
  'liga para',
  'liga pra',
  'liga pro',
  'ligue para',
  'ligue pra',
  'falar com',
  'fala com',
  'procurar',
  'procura',
  'no nome de',
  'no nome da',
  'no nome do',
  'em nome de',
  'assinado por',
  'atendido por',
  'chamar de',
  'chama de',
  'chamam de',
  'conhecido como',
  'conhecida como',
].map((p) => p.split(' '));

/** Greetings and answers after which a name is someone spoken to: "oi Marcos,", "tá bom Luciana,". */
export const GREETINGS: string[][] = [
  'oi',
  'ola',
  'bom dia',
  'boa tarde',
  'boa noite',
  'obrigado',
  'obrigada',
  'tchau',
  'certo',
  'ta bom',
  'ta certo',
  'entao',
  'beleza',
  'fala',
  'e ai',
  'pois nao',
  'desculpa',
  'viu',
].map((p) => p.split(' '));

/** Verbs only people do: "a Fernanda falou", "foi a Carla quem viu". */
export const HUMAN_VERBS = words(`
  falou disse diz relata relatou contou conta pediu pede ligou liga acha achou viu notou percebeu
  trouxe traz perguntou pergunta mandou marcou assinou assina pagou paga autoriza autorizou quer
  sabe lembra trabalha mora quem explicou avisou combinou
`);

/** Nouns that make the next name the animal's: "a gata se chama Pérola", "o cachorro é o Tobias". */
export const ANIMAL_NOUNS = words(`
  cachorro cachorra cao cadela gato gata gatinho gatinha filhote filhotes paciente animal pet bicho
  egua cavalo potro potra coelho coelha calopsita papagaio periquito hamster jabuti tartaruga vaca boi
  bezerro bezerra novilha porquinho furao chama chamado chamada raca
`);

/** Words after a name that make it the animal's: "o Max tem 3 anos", "a Meg pesou 8 kg". */
export const ANIMAL_FOLLOWERS = words(`
  pesa pesou pesando vomitou vomita vomitando comeu come latiu late mia miou tomou castrado castrada
  mancou mancando tosse tossindo espirra coçando cocando urina urinou defecou evacuou nasceu
`);

/** Words before a name that make it someone else's or a place: "doutora Camila", "São Paulo". */
export const NOT_TUTOR_BEFORE = words(`
  doutor doutora dr dra veterinario veterinaria professor professora medico medica
  sao santa santo rio vila jardim porto bairro cidade clinica hospital petshop canil rua avenida
`);

/**
 * Lexicon names that are ordinary words (a colour, light, honey, glory, victory): a name only with a cue
 * ("dona Rosa", "meu nome é Vitória"), or when capitalised mid-sentence before a verb only people do.
 */
export const AMBIGUOUS_NAMES = words(`
  rosa flor luz mel gloria vitoria graca luna lua nina frida clara branca bela jade perola serena
  celeste estrela brisa aurora sol dora marco rocha costa lima neves cruz santa santo jesus bento
  amor princesa alegria vida esperanca fe socorro dores penha luar cristal safira esmeralda
`);

/** Lexicon entries that are common words and never a name on their own. */
export const NEVER_NAMES = words(`
  filho filha filhos neto neta junior dona senhora senhor claro gracas dias julho agosto santos
  dias mar paz deus anjo doutor dra menino menina bom boa sim isso certo pronto
`);

/** Common Brazilian surnames: with a lower-case name after an introduction ("meu nome é joão silva"). */
export const SURNAMES = words(`
  silva santos oliveira souza sousa lima pereira ferreira costa rodrigues almeida alves nascimento
  carvalho araujo ribeiro gomes martins rocha barbosa melo mello cardoso teixeira correia dias nunes
  moreira mendes castro campos freitas pinto machado lopes vieira monteiro moura batista cavalcanti
  ramos reis fernandes nogueira prado duarte barros fagundes paiva lins moraes morais azevedo borges
  andrade santana soares rezende resende macedo pires medeiros miranda cunha guimaraes siqueira farias
  xavier tavares brito coelho leite marques sales pacheco peixoto aguiar bezerra queiroz vasconcelos
  magalhaes rangel fonseca amaral franco garcia viana matos neves serra cruz assis goncalves
`);

/** Words between name parts: "José da Silva", "Maria das Graças". */
export const NAME_CONNECTORS = words('da de do das dos');
