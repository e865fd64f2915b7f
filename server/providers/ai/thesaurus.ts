import { contentStems } from './text.ts';

/**
 * A small pt-BR sales thesaurus: each line is one subject, said in the words buyers and sellers use for it.
 * A question with any of its words also finds lines with the others ("Qual o investimento?" finds "verba de
 * oito mil reais"). Matched by stem, so "aprova", "aprovação" and "aprovar" are one word.
 */
const subjects = [
  // Price and budget.
  'orçamento budget verba investimento preço custo custa caro barato valor reais mil pagar pagamos mensalidade desconto abatimento licença taxa mensal reservado separado gastar gasto gastam dinheiro grana bolso teto limite aprovada disponível quanto',
  // Who decides, who signs, who buys, who influences.
  'decisão decide decisor assina assinatura aprova aprovação diretor diretoria comitê conselho sócio dono presidente compra comprador authority alçada martelo chefe manda responsável palavra final libera caneta autoriza autorização escolha aval',
  'influencia influência recomendação recomenda opinião avalia defende champion',
  // Need and pain.
  'necessidade dor problema problemas dificuldade perdemos perda perdida visibilidade falta reclamação reclamou atraso atrasa erro manual manualmente planilha desafio atrapalha demora retrabalho refaço caiu subiu apertado limitada ninguém caos medo need pain quebrou quebra parados parada vencida vencido erros incomoda perdem perdido desperdício jogamos',
  // What is paid once, to start: the set-up.
  'implantação instalação setup adesão ativação',
  // When: deadlines, start, months.
  'prazo quando data começar começo início implantação cronograma trimestre timeline até urgência acaba vence termina vencimento pressa rodando usando janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  // What they do today.
  'situação atual atualmente hoje usamos usam usa temos operam processo sistema ferramenta planilha manual cenário controle controlam acompanham acompanhar',
  // The competition and the current supplier.
  'concorrente concorrência fornecedor alternativa proposta outra competidor rival barata cotou cotaram',
  // What the pain costs.
  'implicação impacto consequência prejuízo risco multa multas autuação autuado infração atrasa custa perde perdemos turnover rotatividade',
  // What the solution is worth.
  'ganho resolveria resolve resolver solução economia ajudaria ajuda benefício retorno resultado reduzir reduziram melhorar melhora exatamente interessa',
  'métrica métricas meta metas indicador percentual porcentagem cento quilometragem taxa fatia proporção',
  'objeção preocupação medo receio resistência dúvida risco',
  'integração integra integrar conector api erp sincroniza conversa conectar protheus sap totvs gestão',
  'segurança lgpd dados criptografia conformidade hospedados datacenter privacidade armazenados guardados servidor nuvem',
  'escolher critério critérios comparar comparação',
  'probabilidade chance chances convencido',
  'piloto teste testar gratuito prova',
  'equipe time vendedores funcionários colaboradores tamanho usuários analistas quadro técnicos instaladores',
  'madrugada noite fim de semana plantão horário',
  'aluno alunos estudante estudantes matrícula matrículas matriculados criança crianças',
  'reajuste aumento aumentar aumentou encarecer subir',
  'tentativa tentamos tentou testamos testou experimentamos experiência',
  'troca trocar migração migrar mudança substituir substituição',
  'queixa queixaram queixou reclamou reclamaram reclamação reclamar',
  'recusa recusada recusadas glosa glosas negada negadas devolvida',
  'cidade filial região',
  'cidade cidades município municípios prefeitura prefeituras capital interior',
  'bairro bairros zona região vizinhança arredores centro',
  'advertiu advertência advertida advertido notificou notificaram notificação notificados notificada autuou autuação autuada',
  'vender vendeu vendemos vendas venda faturar faturamos faturou faturamento receita receitas',
  'passado passada último última anterior',
  'evento eventos feira feirão feirões campanha campanhas promoção promoções liquidação temporada',
  'energia eletricidade luz elétrica elétrico kwh',
  'cresceu crescer crescendo cresce subiu subir aumentou aumento alta encareceu reajuste',
  'documento documentos papel papéis papelada formulário formulários procuração procurações',
  'preso presos presa presas amarrado amarrados amarrada fidelidade carência vínculo vinculado rescisória multa',
  'interessado interessados lead leads contato contatos oportunidade oportunidades prospect prospects',
  'tecnologia sistemas software informática',
  'sistema sistemas software aplicativo aplicativos app plataforma programa',
  'gratuito gratuita gratuitos grátis graça cortesia brinde',
  'comparar comparou compara comparação diferença diferenças',
  'frota frotas veículos veículo carros carro caminhões caminhão vans motos ônibus',
  'safra safras colheita colheitas plantio',
  'produção produz produzir produzimos produzem produzido fabricação fabrica fabricamos fabricado',
  'estimar estimam estimativa calculo calculamos calcula',
  'feriado carnaval páscoa natal réveillon',
  'crescer crescimento expansão expandir inaugurar',
  'desiste desistem desistência evasão cancelam cancelamento sumiu',
  'reputação nota avaliação avaliações',
  'obra obras canteiro canteiros',
  'médico médicos veterinário veterinários doutor doutores',
  'prédio prédios condomínio condomínios edifício edifícios',
  'demissão desligamento rescisão saída turnover rotatividade demitir',
  'multa multas penalidade penalidades punição sanção sanções',
  'ligação ligações chamada chamadas telefonema telefonemas',
  'auditoria auditar auditada auditadas audita auditam monitoria monitores escutam escuta',
  'combustível diesel gasolina etanol abastecimento',
  'associado associados membro membros cooperado cooperados filiado filiados',
  'associação cooperativa sindicato entidade',
  'videochamada videochamadas videoconferência zoom meet skype',
  'convênio convênios operadora operadoras saúde',
  'placa placas painel painéis solar solares fotovoltaico fotovoltaica usina',
  'prejuízo prejuízos estrago estragos dano danos avaria avarias',
  'equipe time operadores atendentes',
  'atendimento atendimentos balcão balcões guichê guichês recepção',
  // A subject said in other words by trade: the route a driver takes, who drives, the options looked at.
  'rota rotas roteiro roteiros roteirização trajeto trajetos percurso percursos itinerário itinerários',
  'motorista motoristas condutor condutores chofer entregador entregadores',
  'opção opções alternativa alternativas concorrente concorrentes',
  'vigilante vigilantes vigia vigias guarda guardas seguranças',
  'fazendeiro fazendeiros produtor produtores agricultor agricultores sitiante sitiantes cafeicultor cafeicultores',
  'prestação prestações parcela parcelas parcelado parcelamento',
  'pico picos auge lotado lotada movimento',
  'país países exterior exportação exporta exportamos exportam embarque embarca',
  'lucro lucros lucram lucra margem margens',
  'carga cargas mercadoria mercadorias contêiner contêineres',
  'grão grãos saca sacas café safra',
  'oficina oficinas laboratório laboratórios',
  'comida comidas buffet bufê refeição refeições cardápio alimentação',
  'cabe cabem capacidade comporta lotação convidados',
  // What is paid once, to start, asked with a verb or as the entry fee: "o valor de entrada pra instalar".
  'implantação implantar instalar instala entrada',
  // Going to see a place, said as seeing it, visiting it or getting to know it.
  'visitar visita visitou visitaram conhecer conhece conheceu',
  // Where a business is, counted as places.
  'localidade localidades cidade cidades município municípios',
  // Waiting, said as the wait or as the queue it makes.
  'espera esperar esperando esperou aguarda aguardar aguardando aguardou fila filas',
  'cais píer atracadouro',
  'hospedagem hotel hotéis pousada pousadas hóspede hóspedes',
  'saúde hospital hospitais clínica clínicas',
  'doente doentes paciente pacientes enfermo enfermos internado internados',
  'apresentação apresentações demonstração demonstrações demo',
  'vizinho vizinha vizinhos vizinhas lado',
  'safra colheita vindima',
  'terra terras terreno terrenos área hectare hectares alqueire alqueires',
  'furo rombo diferença desfalque buraco',
  'inventário inventários estoque estoques balanço contagem',
  'sábado sábados domingo domingos fim de semana',
  'sol ensolarado ensolarada calor',
  'tecido tecidos roupa roupas pano panos enxoval',
  'quente calor temperatura graus',
  'precisão acerto acertos',
  'público pública governo prefeitura sus',
  'tratamento tratamentos sessão sessões procedimento procedimentos',
  // How often, said as an adverb or as "por dia", "por mês".
  'diariamente diário diária dia',
  'semanalmente semanal semana',
  'mensalmente mês',
  'anualmente anual ano',
  'anota anotam anotar anotação registra registram registrar',
  'análise análises amostra amostras',
  'referência referências exemplo exemplos',
  'embora saíram saiu foram perdi perdeu perdemos',
  'idade idoso idosa idosos idosas velhinho velhinha aposentado aposentada aposentados',
  'senhora senhoras dona donas',
  // Paying back a loss, said as refunding, indemnifying or compensating.
  'indenização indenizações indenizar indenizou ressarcimento ressarcir ressarciu reembolso reembolsar reembolsou compensação',
  // An inspection by whoever oversees the business, said as the inspector's visit or the audit.
  'fiscalização fiscalizações fiscal fiscais inspeção inspeções inspecionar vistoria vistorias auditoria',
  // Time nobody works or nothing sells: idle, empty, stopped.
  'ocioso ociosa ociosos ociosas ociosidade vazio vazia vazios vazias vago vaga vagos parado parada',
  // Someone who owns the business with you.
  'sócio sócia sócios sócias parceiro parceira parceiros parceiras',
  // Help sent on the road: the rescue, the tow.
  'socorro socorros resgate resgates guincho guinchos',
  'estrada estradas rodovia rodovias pista pistas acostamento',
  'passageiro passageiros viajante viajantes',
  // Who started the business.
  'fundou fundador fundadora fundadores fundar fundação criou criador criadora',
  // Meeting together, said as gathering or joining.
  'reunião reuniões reúne reúnem reunir junta juntam juntar encontro assembleia assembleias',
  // Tracking a vehicle, and who builds it.
  'rastreador rastreadores rastreamento rastrear telemetria gps',
  'fabricante fabricantes montadora montadoras',
  // Where a business sells or serves, counted as points, shops, units or establishments.
  'estabelecimento estabelecimentos ponto pontos loja lojas unidade unidades filial filiais comércio comércios',
  // Cold storage said as a cold room, a freezer or a fridge.
  'frio fria gelado gelada congelado congelada refrigerado refrigerada',
  'geladeira geladeiras freezer freezers refrigerador refrigeradores',
  'depósito depósitos armazém armazéns câmara câmaras estocagem armazenagem armazenamento guarda-móveis box boxes',
  // Gone missing: disappeared, vanished, lost.
  'desapareceu desapareceram desaparece desaparecem sumiu sumiram extraviado extraviados extraviada extraviadas perdido perdidos perdida perdidas',
  'equipamento equipamentos aparelho aparelhos',
  // Who works there, said as employees, workers or people.
  'funcionário funcionários trabalhador trabalhadores colaborador colaboradores empregado empregados pessoas',
  'animal animais bicho bichos',
  'treinar treinamento treinamentos capacitar capacitação capacitações',
  'fluxo movimento',
  'diminui diminuir diminuem cai caem cair reduz',
  'lavagem lavagens lavar lava limpeza',
  'bilhete bilhetes ticket tickets',
  'espumante espumantes borbulhante borbulhantes',
  'representante representantes vendedor vendedores',
  // The government said by its level or its body: "federal", "o Ministério".
  'governo federal ministério ministérios secretaria estadual',
  // Where vets and doctors work.
  'veterinário veterinários clínica clínicas consultório consultórios',
  // The head office.
  'matriz sede central',
  // Farm animals said by kind.
  'animal animais bicho bichos suíno suínos porco porcos frango frangos ave aves gado boi bois vaca vacas',
  // A property deed, as a notary or a real-estate agent says it.
  'escritura escrituras imóvel imóveis',
  'escrevente escreventes funcionário funcionários',
  // Footwear, as a shoe factory counts it: by the pair, or by the kind of shoe.
  'calçado calçados sapato sapatos bota botas tênis sandália sandálias chinelo chinelos',
  // Who keeps animals or grows a crop for a living, named by what they raise.
  'produtor produtores apicultor apicultores pecuarista pecuaristas avicultor avicultores suinocultor suinocultores',
  // Bulk containers, as a trade that stores liquids or grain in them names them.
  'barril barris tambor tambores tonel tonéis bombona bombonas galão galões',
  // A recording, said as the video, the footage or the audio.
  'gravação gravações gravado gravada vídeo vídeos filmagem filmagens filma filmar áudio áudios',
  // Thrown away: discarded, deleted, wiped.
  'descarta descartam descartar descartado descartada descartadas descarte apaga apagam apagar apagado apagada deleta deletar deletado exclui excluir excluído',
  // A film's or a product's first day out.
  'lançamento lançamentos estreia estreias',
  // What a cinema, a stadium or an event sells to eat between sessions.
  'lanche lanches pipoca pipocas bomboniere bombonieres guloseima guloseimas',
  // A machine the customer serves themself at.
  'autoatendimento totem totens quiosque quiosques',
  // A body that meets to vote: the members' assembly.
  'assembleia assembleias votação votações votar vota votam plenária',
  // What is sprayed on a crop, said by its kind or by a product's name.
  'agrotóxico agrotóxicos pesticida pesticidas defensivo defensivos herbicida herbicidas inseticida inseticidas veneno venenos glifosato',
  // Where production stalls: the bottleneck, the step that holds it up.
  'gargalo gargalos trava travam emperra emperram acumula acumulam',
  'etapa etapas setor setores fase fases',
  // A device that reads codes or tags: the reader.
  'leitor leitores leitora leitoras leitura coletor coletores scanner scanners',
  // Who works in shifts: the shift, or the crew that takes it in turn.
  'turno turnos turma turmas revezamento revezam reveza escala escalas',
  // Wasted material, said as lost or thrown out.
  'desperdiça desperdiçam desperdiçar desperdício perde perdem perda refugo',
];

/** Each stem of a subject's words, to all the other stems of the subjects it belongs to. */
export const thesaurus: ReadonlyMap<string, readonly string[]> = (() => {
  const related = new Map<string, Set<string>>();
  for (const subject of subjects) {
    const stems = [...new Set(contentStems(subject))];
    for (const stem of stems) {
      const set = related.get(stem) ?? new Set<string>();
      for (const other of stems) if (other !== stem) set.add(other);
      related.set(stem, set);
    }
  }
  return new Map([...related].map(([stem, set]) => [stem, [...set]]));
})();
